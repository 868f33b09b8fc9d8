import { z } from './zod';

/** The server's password policy, checked in forms first so they answer at once (the server decides). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters. A long phrase is easiest to remember.`;

/** Characters as people count them (an emoji is one), as the server does. */
const length = (value: string) => [...value].length;

/** A new password: the policy's length range (the server also refuses common passwords). */
export const newPasswordRule = z
  .string()
  .refine((value) => length(value) >= PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .refine((value) => length(value) <= PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** The server's first message for `field` in a 400 (`errors: {field: [messages]}`). */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors?.[field]?.[0];
}
