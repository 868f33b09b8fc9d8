import { randomBytes } from 'node:crypto';

/**
 * Names shared by the whole integration run. `global-setup.ts` picks them once
 * and passes them to the test workers through the environment.
 */
export const ADMIN_DATABASE_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function newRunId(): string {
  return `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export function databaseUrlFor(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
