import { z } from '@/shared/lib/zod';

/** The sign-in form's exact messages (docs/product.md "Forms, messages and notices"). */
export const loginFormSchema = z.object({
  email: z.string().trim().email('Please enter a valid email'),
  password: z.string().min(1, 'Password is required'),
});

export type LoginFormValues = z.input<typeof loginFormSchema>;

export const EMPTY_LOGIN_FORM: LoginFormValues = { email: '', password: '' };

export const LOGIN_FAILED = 'Invalid email or password';

/** The toast text of a failed sign-in: the text of docs/product.md "Forms, messages and notices" for a 401, the server's message otherwise (e.g. a 429). */
export function loginFailureText(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  if (status === 401 || typeof message !== 'string' || !message) return LOGIN_FAILED;
  return message;
}

/** 'Welcome back, {name}!': the first name, else the e-mail. */
export function welcomeName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return user.firstName || user.lastName || user.email;
}
