import { z } from '@/shared/lib/zod';
import type { ClaimWithSubscriptionRequest } from '@/shared/api';

export type PlanType = ClaimWithSubscriptionRequest['planType'];

/** The claim form's rules with the messages of docs/product.md "Forms, messages and notices"; the server checks the same. */
export const claimFormSchema = z.object({
  schoolName: z.string().trim().min(2, 'School name is required').max(100, 'School name too long'),
  firstName: z.string().trim().min(2, 'First name is required').max(50, 'First name too long'),
  lastName: z.string().trim().min(2, 'Last name is required').max(50, 'Last name too long'),
  email: z
    .string()
    .trim()
    .min(1, 'Valid email address is required')
    .max(100, 'Email too long')
    .email('Valid email address is required'),
  phone: z.string().trim().min(10, 'Valid phone number is required').max(20, 'Phone number too long'),
  position: z.string().trim().min(2, 'Position/title is required').max(100, 'Position too long'),
  message: z.string().trim().min(10, 'Please provide details about your affiliation').max(1000, 'Message too long'),
});

export type ClaimFormValues = z.input<typeof claimFormSchema>;

export const EMPTY_CLAIM_FORM: ClaimFormValues = {
  schoolName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  message: '',
};

/** The plan chosen in the pricing toggle wins over anything else at submit (docs/product.md "Forms, messages and notices"). */
export function toClaimRequest(
  values: z.output<typeof claimFormSchema>,
  planType: PlanType,
): ClaimWithSubscriptionRequest {
  return { ...values, planType };
}
