import type { EntitySchema } from '@mikro-orm/core';

/**
 * Every mapped schema, listed by hand so tests, CLI scripts and `openapi.ts`
 * never depend on globbing the file system. Add a module's schemas here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ENTITIES: EntitySchema<any>[] = [];
