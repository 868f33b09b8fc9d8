import { PHONE_MESSAGE, phonePattern } from '@/shared/lib/phone';
import { z } from '@/shared/lib/zod';
import type { SubmitContactMessageRequest } from '@/shared/api';

/** The subject options of the form (docs/product.md "Records"), in the order shown. */
export const SUBJECT_OPTIONS: { value: SubmitContactMessageRequest['subject']; label: string }[] = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'school-search', label: 'Help Finding a School' },
  { value: 'claim-school', label: 'School Profile Claim' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'subscription', label: 'Subscription Questions' },
  { value: 'partnership', label: 'Partnership Opportunity' },
  { value: 'feedback', label: 'Feedback or Suggestions' },
];

const ONE_LINE = /^[^\r\n]*$/;

/** The form's rules with the messages of docs/product.md "Forms, messages and notices"; the server checks the same. */
export const contactFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'First name is required')
    .max(50, 'First name must be at most 50 characters')
    .regex(ONE_LINE, 'First name must not contain line breaks'),
  lastName: z
    .string()
    .trim()
    .min(1, 'Last name is required')
    .max(50, 'Last name must be at most 50 characters')
    .regex(ONE_LINE, 'Last name must not contain line breaks'),
  email: z.string().trim().max(254, 'Please enter a valid email address').email('Please enter a valid email address'),
  phone: z.string().trim().max(30, 'Phone number must be at most 30 characters').regex(phonePattern(), PHONE_MESSAGE),
  subject: z.string().min(1, 'Please select a subject'),
  message: z
    .string()
    .trim()
    .min(10, 'Please provide a detailed message (at least 10 characters)')
    .max(5000, 'Message must be at most 5000 characters'),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** The request body: an empty phone is sent as null. */
export function toContactRequest(values: z.output<typeof contactFormSchema>): SubmitContactMessageRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone ? values.phone : null,
    subject: values.subject as SubmitContactMessageRequest['subject'],
    message: values.message,
  };
}
