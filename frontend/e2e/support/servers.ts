/**
 * The suite runs in several Playwright workers, each against a production server of its own (its own
 * database, seeded alike, its own Redis prefix, SMTP server and mailbox folder), so that one worker's edits, claims and
 * mails never meet another's (docs/operations.md "The test suite"). Worker N uses server N.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4310);

export interface E2EServer {
  baseURL: string;
  /** Where that server's SMTP server keeps the mails it receives (.eml files): e2e/support/mail.ts reads them. */
  mailDir: string;
}

export function e2eServer(parallelIndex: number): E2EServer {
  const root = process.env.E2E_MAIL_ROOT;
  if (!root) throw new Error('E2E_MAIL_ROOT is not set (playwright.config.ts sets it)');
  return {
    baseURL: `http://127.0.0.1:${E2E_BASE_PORT + parallelIndex}`,
    mailDir: `${root}/server-${parallelIndex}`,
  };
}

/** This worker's server (set by the worker fixture in page-errors.ts before any test runs). */
export function currentBaseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (the worker fixture in page-errors.ts sets it)');
  return url;
}
