import type { Discount, Fee } from './estimate';

export const FEE_LABELS: Record<Fee['kind'], string> = {
  application: 'Application fee',
  registration: 'Registration / enrollment',
  books_technology: 'Books and technology',
  uniforms: 'Uniforms (estimate)',
  other: 'Other fee',
};

export const PAYMENT_PLAN_LABELS: Record<string, string> = {
  annual: 'Annual (one payment)',
  semester: 'By semester',
  monthly: 'Monthly',
  ten_pay: '10 payments',
};

export const AID_PROVIDER_LABELS: Record<string, string> = {
  FACTS: 'FACTS',
  TADS: 'TADS',
  Clarity: 'Clarity',
  SSS: 'SSS',
  school: "the school's own form",
};

export const feeLabel = (fee: Fee) => (fee.name?.trim() ? fee.name : FEE_LABELS[fee.kind]);

export const discountText = (discount: Discount | null) =>
  !discount
    ? null
    : discount.kind === 'percent'
      ? `${discount.value}% off tuition`
      : `$${discount.value.toLocaleString('en-US')} off tuition`;

/** Figures confirmed more than a year before today (YYYY-MM-DD dates) should be checked with the school (issue 40). */
export function isStale(confirmedOn: string, today: string): boolean {
  const confirmed = new Date(`${confirmedOn}T00:00:00Z`);
  confirmed.setUTCFullYear(confirmed.getUTCFullYear() + 1);
  return confirmed.toISOString().slice(0, 10) < today;
}
