import { z } from '@/shared/lib/zod';
import type { CostScheduleRequest, CostScheduleResponse } from '@/shared/api/signed-in';

/** The same bound as the server's (costs/domain/cost-schedule.ts MAX_DOLLARS). */
const MAX_DOLLARS = 200_000;
const dollarsText = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label} must be whole dollars`)
    .refine((text) => Number(text) <= MAX_DOLLARS, `${label} must be at most $${MAX_DOLLARS.toLocaleString('en-US')}`);
const optionalDollars = (label: string) => z.union([z.literal(''), dollarsText(label)]);
const discountKind = z.enum(['none', 'percent', 'amount']);

/** The dashboard's 'Tuition & Costs' form as its inputs hold it (numbers as text). */
export const costScheduleFormSchema = z
  .object({
    schoolYear: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}$/, 'School year must read like 2026-27'),
    bands: z
      .array(z.object({ fromGrade: z.string(), toGrade: z.string(), annualTuition: dollarsText('Tuition') }))
      .min(1, 'Add at least one grade band with its tuition'),
    fees: z.array(
      z.object({
        kind: z.enum(['application', 'registration', 'books_technology', 'uniforms', 'other']),
        name: z.string().trim().max(80, 'A fee name must be at most 80 characters'),
        amount: dollarsText('A fee'),
        frequency: z.enum(['one_time', 'yearly']),
      }),
    ),
    secondKind: discountKind,
    secondValue: z.string().trim(),
    thirdKind: discountKind,
    thirdValue: z.string().trim(),
    paymentPlans: z.array(z.enum(['annual', 'semester', 'monthly', 'ten_pay'])),
    hasAid: z.boolean(),
    provider: z.enum(['FACTS', 'TADS', 'Clarity', 'SSS', 'school']),
    opensOn: z.string(),
    closesOn: z.string(),
    applicationFee: optionalDollars('The application fee'),
    feeWaiver: z.boolean(),
    percentReceivingAid: z.union([z.literal(''), z.string().regex(/^\d+$/, 'A whole percent from 0 to 100')]),
    medianAward: optionalDollars('The median award'),
  })
  .superRefine((values, ctx) => {
    for (const [kind, value, path] of [
      [values.secondKind, values.secondValue, 'secondValue'],
      [values.thirdKind, values.thirdValue, 'thirdValue'],
    ] as const) {
      if (kind === 'none') continue;
      if (!/^\d+$/.test(value))
        ctx.addIssue({ code: 'custom', path: [path], message: 'A discount must be a whole number' });
      else if (kind === 'percent' && Number(value) > 100)
        ctx.addIssue({
          code: 'custom',
          path: [path],
          message: 'A percentage discount must be a whole number from 0 to 100',
        });
    }
    values.fees.forEach((fee, index) => {
      if (fee.kind === 'other' && !fee.name)
        ctx.addIssue({ code: 'custom', path: ['fees', index, 'name'], message: 'Name the fee' });
    });
    if (values.hasAid && values.opensOn && values.closesOn && values.closesOn <= values.opensOn)
      ctx.addIssue({ code: 'custom', path: ['closesOn'], message: 'The aid window must close after it opens' });
  });

export type CostScheduleFormValues = z.infer<typeof costScheduleFormSchema>;

/** The school year that starts next (the one families are choosing for). */
export function nextSchoolYear(now = new Date()): string {
  const start = now.getMonth() >= 6 ? now.getFullYear() + 1 : now.getFullYear();
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function costFormValuesOf(
  schedule: CostScheduleResponse | null,
  taught: { gradeMin: number | null; gradeMax: number | null },
): CostScheduleFormValues {
  const discount = (value: CostScheduleResponse['secondChildDiscount']) =>
    value ? { kind: value.kind, value: String(value.value) } : { kind: 'none' as const, value: '' };
  const second = discount(schedule?.secondChildDiscount ?? null);
  const third = discount(schedule?.thirdChildDiscount ?? null);
  const aid = schedule?.assistance ?? null;
  return {
    schoolYear: schedule?.schoolYear ?? nextSchoolYear(),
    bands: schedule?.tuitionBands.map((band) => ({
      fromGrade: String(band.fromGrade),
      toGrade: String(band.toGrade),
      annualTuition: String(band.annualTuition),
    })) ?? [{ fromGrade: String(taught.gradeMin ?? 0), toGrade: String(taught.gradeMax ?? 12), annualTuition: '' }],
    fees: schedule?.fees.map((fee) => ({ ...fee, name: fee.name ?? '', amount: String(fee.amount) })) ?? [
      { kind: 'application', name: '', amount: '', frequency: 'one_time' },
    ],
    secondKind: second.kind,
    secondValue: second.value,
    thirdKind: third.kind,
    thirdValue: third.value,
    paymentPlans: schedule?.paymentPlans ?? ['annual'],
    hasAid: !!aid,
    provider: aid?.provider ?? 'FACTS',
    opensOn: aid?.opensOn ?? '',
    closesOn: aid?.closesOn ?? '',
    applicationFee: aid?.applicationFee === null || !aid ? '' : String(aid.applicationFee),
    feeWaiver: aid?.feeWaiver ?? false,
    percentReceivingAid: aid?.percentReceivingAid === null || !aid ? '' : String(aid.percentReceivingAid),
    medianAward: aid?.medianAward === null || !aid ? '' : String(aid.medianAward),
  };
}

const numberOrNull = (text: string) => (text === '' ? null : Number(text));

export function costScheduleRequestOf(values: CostScheduleFormValues): CostScheduleRequest {
  const discount = (kind: CostScheduleFormValues['secondKind'], value: string) =>
    kind === 'none' ? null : { kind, value: Number(value) };
  return {
    schoolYear: values.schoolYear,
    tuitionBands: values.bands.map((band) => ({
      fromGrade: Number(band.fromGrade),
      toGrade: Number(band.toGrade),
      annualTuition: Number(band.annualTuition),
    })),
    fees: values.fees.map((fee) => ({ ...fee, name: fee.name || null, amount: Number(fee.amount) })),
    secondChildDiscount: discount(values.secondKind, values.secondValue),
    thirdChildDiscount: discount(values.thirdKind, values.thirdValue),
    paymentPlans: values.paymentPlans,
    assistance: values.hasAid
      ? {
          provider: values.provider,
          opensOn: values.opensOn || null,
          closesOn: values.closesOn || null,
          applicationFee: numberOrNull(values.applicationFee),
          feeWaiver: values.feeWaiver,
          percentReceivingAid: numberOrNull(values.percentReceivingAid),
          medianAward: numberOrNull(values.medianAward),
        }
      : null,
  };
}

/** The form field a server refusal names: `tuitionBands.1.fromGrade` is the form's `bands.1.fromGrade`. */
export function formFieldOf(serverField: string): string {
  return serverField
    .replace(/^tuitionBands/, 'bands')
    .replace(/^secondChildDiscount\.value$/, 'secondValue')
    .replace(/^thirdChildDiscount\.value$/, 'thirdValue')
    .replace(/^assistance\./, '');
}
