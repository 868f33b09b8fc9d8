import { z } from '@/shared/lib/zod';
import { newPasswordRule } from '@/shared/lib/password-rules';

export { serverFieldError } from '@/shared/lib/password-rules';

export const setPasswordSchema = z
  .object({ password: newPasswordRule, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type SetPasswordValues = z.input<typeof setPasswordSchema>;
export const EMPTY_SET_PASSWORD: SetPasswordValues = { password: '', confirmPassword: '' };

export const requestLinkSchema = z.object({ email: z.string().trim().email('Please enter a valid email') });
export type RequestLinkValues = z.input<typeof requestLinkSchema>;

/** The server's message, or a fallback when it sent none. */
export function serverMessage(error: unknown, fallback: string): string {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' && message ? message : fallback;
}
