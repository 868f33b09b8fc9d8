import { z } from '@/shared/lib/zod';

/** The dialog's fields; the server checks the same (and the filters) and its messages win. */
export const alertFormSchema = z.object({
  email: z.string().trim().email('Please enter a valid email address').max(254, 'Please enter a valid email address'),
  frequency: z.enum(['daily', 'weekly'], { message: 'Please choose daily or weekly' }),
});

export type AlertFormValues = z.infer<typeof alertFormSchema>;
