import CheckIcon from '@mui/icons-material/Check';
import { Alert, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NotReported, askSchoolHref, formatDeadline, isDeadlinePassed } from '@/entities/school';
import {
  PAYMENT_PLAN_LABELS,
  aidText,
  bandName,
  discountText,
  dollars,
  feeLabel,
  isStale,
  perChildRanges,
  rangeText,
} from '@/features/cost-estimator';
import type { CostScheduleResponse, SchoolHitResponse, SlugSchoolCostsResponse } from '@/shared/api';
import { paths } from '@/shared/config';
import type { CompareRow } from '../model/compare-row';

const body = (text: ReactNode) => <Typography variant="body2">{text}</Typography>;

/** The ask link of a school without a published schedule: its page's request form, else its own contact. */
function askCosts(school: SchoolHitResponse): ReactNode {
  const href = school.takesRequests ? `${paths.school.href(school.slug)}#tuition-costs-title` : askSchoolHref(school);
  return (
    <NotReported
      ask={href ? { href } : null}
      about={`tuition and fees at ${school.name}`}
      text="No cost schedule published"
    />
  );
}

const notPublished = (
  <Typography variant="body2" color="text.secondary">
    Not published
  </Typography>
);

/** The financial aid the school's admissions facts name, where its cost schedule names none (issue 20). */
function admissionsAid(school: SchoolHitResponse, today: string): ReactNode {
  const { financialAidProvider: provider, financialAidDeadline: deadline } = school.admissions;
  if (!provider && !deadline) return null;
  return (
    <Stack spacing={0.25}>
      {provider && body(provider)}
      {deadline &&
        body(
          <>
            Deadline {formatDeadline(deadline)}
            {isDeadlinePassed(deadline, today) ? ' — passed' : ''}
          </>,
        )}
    </Stack>
  );
}

/** An admissions fact the school has not reported (issue 20's honesty rule): said so, with a way to ask. */
function notReportedFact(school: SchoolHitResponse, about: string): ReactNode {
  const href = school.takesRequests ? `${paths.school.href(school.slug)}#admissions-title` : askSchoolHref(school);
  return <NotReported ask={href ? { href } : null} about={`${about} at ${school.name}`} />;
}

function scholarshipCell(school: SchoolHitResponse, costs: SlugSchoolCostsResponse | undefined): ReactNode {
  const accepts = school.admissions.acceptsOpportunityScholarship;
  if (accepts === null) return notReportedFact(school, 'the Opportunity Scholarship');
  if (!accepts) return body('Not accepted');
  const rules = costs?.opportunityScholarship;
  return (
    <Stack spacing={0.25}>
      <Stack direction="row" spacing={0.5} alignItems="center">
        <CheckIcon fontSize="small" sx={{ color: '#1b5e20' }} aria-hidden />
        <span>Accepted</span>
      </Stack>
      {rules && (
        <Typography variant="body2" color="text.secondary">
          Up to {dollars(rules.maxAward)} per student ({rules.schoolYear})
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The compare table's cost rows (issue 40), from each school's published cost schedule (`GET
 * /api/schools/costs`): plain text the server renders, so they read without JavaScript. A school
 * without a schedule says so in the first row, with a way to ask.
 */
export function costRows(
  schools: SchoolHitResponse[],
  costsBySlug: ReadonlyMap<string, SlugSchoolCostsResponse>,
  today: string,
): CompareRow[] {
  const each = (cell: (schedule: CostScheduleResponse, school: SchoolHitResponse) => ReactNode) =>
    schools.map((school) => {
      const schedule = costsBySlug.get(school.slug)?.schedule;
      return schedule ? cell(schedule, school) : notPublished;
    });
  return [
    {
      key: 'tuition-by-grade',
      label: 'Tuition by grade',
      group: 'Costs',
      testId: 'compare-tuition-bands',
      cells: schools.map((school) => {
        const schedule = costsBySlug.get(school.slug)?.schedule;
        if (!schedule) return askCosts(school);
        return (
          <Stack spacing={0.25}>
            <Typography variant="caption" color="text.secondary">
              {schedule.schoolYear}
            </Typography>
            {schedule.tuitionBands.map((band) => (
              <Typography key={band.fromGrade} variant="body2">
                {bandName(band)}: {dollars(band.annualTuition)}
              </Typography>
            ))}
          </Stack>
        );
      }),
    },
    {
      key: 'first-year',
      label: 'First-year cost per child',
      testId: 'compare-first-year',
      cells: each((schedule) => {
        const ranges = perChildRanges(schedule);
        return ranges ? body(`${rangeText(ranges.firstYear)} (tuition and every fee)`) : notPublished;
      }),
    },
    {
      key: 'fees',
      label: 'Fees per child',
      testId: 'compare-fees',
      cells: each((schedule) =>
        schedule.fees.length === 0 ? (
          body('None published')
        ) : (
          <Stack spacing={0.25}>
            {schedule.fees.map((fee, index) => (
              <Typography key={index} variant="body2">
                {feeLabel(fee)}: {dollars(fee.amount)} {fee.frequency === 'one_time' ? 'once' : 'yearly'}
              </Typography>
            ))}
          </Stack>
        ),
      ),
    },
    {
      key: 'sibling-discount',
      label: 'Sibling discount',
      testId: 'compare-sibling-discount',
      cells: each((schedule) => {
        const second = discountText(schedule.secondChildDiscount);
        const third = discountText(schedule.thirdChildDiscount);
        if (!second && !third) return body('None published');
        return (
          <Stack spacing={0.25}>
            {second && body(`2nd child: ${second}`)}
            {third && body(`3rd and more: ${third}`)}
          </Stack>
        );
      }),
    },
    {
      key: 'payment-plans',
      label: 'Payment plans',
      testId: 'compare-payment-plans',
      cells: each((schedule) =>
        body(
          schedule.paymentPlans.length
            ? schedule.paymentPlans.map((plan) => PAYMENT_PLAN_LABELS[plan] ?? plan).join(', ')
            : 'None published',
        ),
      ),
    },
    {
      key: 'tuition-assistance',
      label: 'Tuition assistance',
      testId: 'compare-assistance',
      cells: schools.map((school) => {
        const aid = costsBySlug.get(school.slug)?.schedule?.assistance;
        if (aid)
          return (
            <Stack spacing={0.25}>
              {body(aidText(aid, today))}
              {aid.medianAward !== null && body(`Median award ${dollars(aid.medianAward)}`)}
            </Stack>
          );
        // Unknown is not 'no': without a schedule or an admissions fact, the school has not said.
        return (
          admissionsAid(school, today) ??
          (costsBySlug.get(school.slug)?.schedule
            ? body('None of its own published')
            : notReportedFact(school, 'tuition assistance'))
        );
      }),
    },
    {
      key: 'opportunity-scholarship',
      label: 'Opportunity Scholarship',
      testId: 'compare-scholarship',
      cells: schools.map((school) => scholarshipCell(school, costsBySlug.get(school.slug))),
    },
    {
      key: 'costs-confirmed',
      label: 'Costs last confirmed',
      testId: 'compare-costs-confirmed',
      cells: each((schedule) =>
        isStale(schedule.confirmedOn, today) ? (
          <Alert severity="warning" sx={{ py: 0 }}>
            {formatDeadline(schedule.confirmedOn)}: check with the school
          </Alert>
        ) : (
          body(
            `${formatDeadline(schedule.confirmedOn)} by ${schedule.confirmedBy === 'owner' ? 'the school' : 'the site team'}`,
          )
        ),
      ),
    },
  ];
}
