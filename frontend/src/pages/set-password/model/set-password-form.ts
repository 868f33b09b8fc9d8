import { z } from 'zod';

/** The server's password policy, checked here first so the form answers at once (the server decides). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const setPasswordSchema = z
  .object({
    password: z
      .string()
      .refine((value) => [...value].length >= PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .refine((value) => [...value].length <= PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type SetPasswordValues = z.input<typeof setPasswordSchema>;
export const EMPTY_SET_PASSWORD: SetPasswordValues = { password: '', confirmPassword: '' };

export const requestLinkSchema = z.object({ email: z.string().trim().email('Please enter a valid email') });
export type RequestLinkValues = z.input<typeof requestLinkSchema>;

/** The server's first message for `field` in a 400 (`errors: {field: [messages]}`). */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors?.[field]?.[0];
}

/** The server's message, or a fallback when it sent none. */
export function serverMessage(error: unknown, fallback: string): string {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' && message ? message : fallback;
}
