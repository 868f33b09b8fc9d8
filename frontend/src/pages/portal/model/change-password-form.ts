import { z } from '@/shared/lib/zod';
import { newPasswordRule } from '@/shared/lib/password-rules';

/** Settings → Change Password: the current password, the new one under the product's rules, and the repeat. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: newPasswordRule,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The fields the server may name in a 400 (`errors: {field: [messages]}`). */
export const SERVER_FIELDS = ['currentPassword', 'newPassword'] as const;
