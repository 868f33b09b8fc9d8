import { z } from '@/shared/lib/zod';
import type { ScholarshipRulesRequest, ScholarshipRulesResponse } from '@/shared/api/signed-in';

export const HOUSEHOLD_SIZES = 12;
const wholeDollars = z.string().trim().regex(/^\d+$/, 'Whole dollars');

/** The operator's Opportunity Scholarship rules as the form holds them (numbers as text). */
export const scholarshipRulesFormSchema = z
  .object({
    schoolYear: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}$/, 'School year must read like 2026-27'),
    incomeLimits: z.array(wholeDollars).length(HOUSEHOLD_SIZES),
    maxAward: wholeDollars,
    sourceUrl: z
      .string()
      .trim()
      .url("Enter the program page's https:// address")
      .startsWith('https://', "Enter the program page's https:// address"),
    checkedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date'),
  })
  .superRefine((values, ctx) => {
    values.incomeLimits.forEach((limit, index) => {
      if (index > 0 && /^\d+$/.test(limit) && Number(limit) < Number(values.incomeLimits[index - 1]))
        ctx.addIssue({
          code: 'custom',
          path: ['incomeLimits', index],
          message: 'A larger household cannot have a lower income limit',
        });
    });
  });

export type ScholarshipRulesFormValues = z.infer<typeof scholarshipRulesFormSchema>;

export function rulesFormValuesOf(rules: ScholarshipRulesResponse | null): ScholarshipRulesFormValues {
  return {
    schoolYear: rules?.schoolYear ?? '',
    incomeLimits: rules ? rules.incomeLimits.map(String) : Array.from({ length: HOUSEHOLD_SIZES }, () => ''),
    maxAward: rules ? String(rules.maxAward) : '',
    sourceUrl: rules?.sourceUrl ?? 'https://opportunityscholarship.nv.gov/',
    checkedOn: rules?.checkedOn ?? '',
  };
}

export function rulesRequestOf(values: ScholarshipRulesFormValues): ScholarshipRulesRequest {
  return {
    schoolYear: values.schoolYear,
    incomeLimits: values.incomeLimits.map(Number),
    maxAward: Number(values.maxAward),
    sourceUrl: values.sourceUrl,
    checkedOn: values.checkedOn,
  };
}
