import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { formatDeadline } from '@/entities/school';
import type { CostScheduleResponse, ScholarshipRulesResponse } from '@/shared/api';
import { NEEDS_SCRIPT_CLASS, NoScriptNote } from '@/shared/ui';
import { bandFor, dollars, estimateCosts, gradeName } from '../model/estimate';
import { AID_PROVIDER_LABELS } from '../model/schedule-words';
import { HouseholdFields, readHousehold, type HouseholdFieldsValue } from './household-fields';

/**
 * 'What would we pay?': the family's household size, income and children's grades, and the estimate
 * worked out here (model/estimate.ts). THE ENTRIES NEVER LEAVE THE BROWSER (issue 40): they live in this
 * component's state only, are in no form (nothing to submit, nothing in the address), no request, no
 * analytics event and no storage; closing the tab forgets them.
 */
export function CostEstimator({
  schedule,
  rules,
  acceptsOpportunityScholarship,
}: {
  schedule: CostScheduleResponse;
  rules: ScholarshipRulesResponse | null;
  acceptsOpportunityScholarship: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState<HouseholdFieldsValue>({
    size: '',
    income: '',
    grades: [schedule.tuitionBands[0]?.fromGrade ?? 0],
  });
  const { household, ready } = readHousehold(value);
  const estimate = ready ? estimateCosts({ schedule, household, rules, acceptsOpportunityScholarship }) : null;
  const aid = schedule.assistance;

  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-testid="cost-estimator" sx={{ mt: 3 }}>
      <Typography id={`${id}-title`} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        Estimate what your family would pay
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        What you enter stays in this browser: it is not sent anywhere or saved, and is forgotten when you close the tab.
      </Typography>
      <NoScriptNote>The cost estimator needs JavaScript. The tables above show the school's figures.</NoScriptNote>
      <Box className={NEEDS_SCRIPT_CLASS}>
        <HouseholdFields
          value={value}
          onChange={setValue}
          gradeNote={(grade) => (bandFor(schedule.tuitionBands, grade) ? '' : ' (no tuition published)')}
        />

        <Box aria-live="polite" data-testid="cost-estimate">
          {!estimate ? (
            <Typography variant="body2" color="text.secondary">
              Enter your household size and income to see the estimate.
            </Typography>
          ) : (
            <Stack spacing={1}>
              <Typography data-testid="estimate-sticker">
                <strong>Sticker cost for your children, {schedule.schoolYear}:</strong> {dollars(estimate.firstYear)}{' '}
                the first year, {dollars(estimate.annual)} each year after.
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {estimate.children.map((child, index) => (
                  <li key={index} data-testid="estimate-child">
                    {gradeName(child.grade)}: tuition {dollars(child.tuition)}
                    {child.discount > 0
                      ? ` (after the ${child.discountLabel} discount of ${dollars(child.discount)})`
                      : ''}
                    , first year {dollars(child.firstYear)}
                  </li>
                ))}
              </Box>
              {estimate.notCovered.length > 0 && (
                <Alert severity="info">
                  The school has not published tuition for {estimate.notCovered.map(gradeName).join(', ')}: ask the
                  school.
                </Alert>
              )}
              {rules && estimate.eligibility ? (
                <Typography data-testid="estimate-eligibility">
                  <strong>Nevada Opportunity Scholarship {rules.schoolYear}:</strong>{' '}
                  {estimate.eligibility.likely
                    ? `your household is likely eligible (income limit for ${estimate.eligibility.householdSize}: ${dollars(estimate.eligibility.incomeLimit)}). Maximum award ${dollars(rules.maxAward)} per student.`
                    : `your income is above the limit for a household of ${estimate.eligibility.householdSize} (${dollars(estimate.eligibility.incomeLimit)}).`}
                  {estimate.eligibility.likely && !acceptsOpportunityScholarship
                    ? ' This school has not said it accepts the scholarship.'
                    : ''}{' '}
                  Source:{' '}
                  <Link href={rules.sourceUrl} target="_blank" rel="noopener noreferrer" underline="always">
                    the program's rules
                  </Link>
                  , checked {formatDeadline(rules.checkedOn)}.
                </Typography>
              ) : (
                <Typography variant="body2">The scholarship's rules have not been entered yet.</Typography>
              )}
              <Typography data-testid="estimate-range">
                <strong>Estimated first-year cost after the scholarship:</strong>{' '}
                {estimate.afterScholarship.low === estimate.afterScholarship.high
                  ? dollars(estimate.afterScholarship.high)
                  : `${dollars(estimate.afterScholarship.low)} to ${dollars(estimate.afterScholarship.high)}`}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                An estimate, not an offer: awards depend on the program's funding and your application, and this leaves
                out the school's own aid, other scholarships, taxes and costs such as transport, meals and activities.
              </Typography>
              {aid && (
                <Typography variant="body2" data-testid="estimate-aid">
                  The school's own assistance: apply through {AID_PROVIDER_LABELS[aid.provider] ?? aid.provider}
                  {aid.closesOn ? ` by ${formatDeadline(aid.closesOn)}` : ''}.
                </Typography>
              )}
            </Stack>
          )}
        </Box>
      </Box>
    </Box>
  );
}
