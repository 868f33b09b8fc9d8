import { Alert, Box, Button, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDeadline, todayInLasVegas } from '@/entities/school';
import type { CostScheduleResponse, ScholarshipRulesResponse } from '@/shared/api';
import { paths } from '@/shared/config';
import { NEEDS_SCRIPT_CLASS, NoScriptNote } from '@/shared/ui';
import { aidWindowState, dollars, estimateCosts, gradeName, rangeText, type Household } from '../model/estimate';
import { useHouseholdEntries } from '../model/household-entries';
import { AID_PROVIDER_LABELS } from '../model/schedule-words';
import { HouseholdFields, readHousehold } from './household-fields';

/** One school of a shortlist or comparison, with what it published (undefined while it loads). */
export interface EstimatedSchool {
  slug: string;
  name: string;
  acceptsOpportunityScholarship: boolean;
  costs: { schedule: CostScheduleResponse | null; opportunityScholarship: ScholarshipRulesResponse | null } | undefined;
}

/** Where and by when to apply for the school's own assistance, read on `today`. */
export function aidText(aid: NonNullable<CostScheduleResponse['assistance']>, today: string): string {
  const through = `through ${AID_PROVIDER_LABELS[aid.provider] ?? aid.provider}`;
  const opens = aid.opensOn ? formatDeadline(aid.opensOn) : null;
  const closes = aid.closesOn ? formatDeadline(aid.closesOn) : null;
  switch (aidWindowState(aid, today)) {
    case 'not_yet_open':
      return `Apply ${through}: the window opens ${opens}${closes ? ` and closes ${closes}` : ''}.`;
    case 'open':
      return `Apply ${through}${closes ? ` by ${closes}` : ''}.`;
    case 'closed':
      return `Applications ${through} closed ${closes}: ask the school about the next window.`;
    default:
      return `Apply ${through}; the school has published no dates.`;
  }
}

function SchoolEstimate({
  school,
  household,
  ready,
}: {
  school: EstimatedSchool;
  household: Household;
  ready: boolean;
}) {
  const schedule = school.costs?.schedule ?? null;
  const rules = school.costs?.opportunityScholarship ?? null;
  const href = `${paths.school.href(school.slug)}#tuition-costs-title`;
  const today = todayInLasVegas();
  let body;
  if (!school.costs) body = <Typography variant="body2">Loading…</Typography>;
  else if (!schedule)
    body = (
      <Typography variant="body2" data-testid="estimate-none">
        Has not published its tuition by grade and fees here: no estimate.{' '}
        <Link component={RouterLink} to={href} underline="always">
          Ask the school
        </Link>
        .
      </Typography>
    );
  else if (!ready)
    body = (
      <Typography variant="body2" color="text.secondary">
        Enter your household above to see the estimate.
      </Typography>
    );
  else {
    const estimate = estimateCosts({
      schedule,
      household,
      rules,
      acceptsOpportunityScholarship: school.acceptsOpportunityScholarship,
    });
    const eligibility = estimate.eligibility;
    body = (
      <Stack spacing={1}>
        <Typography variant="body2" data-testid="estimate-sticker">
          <strong>Sticker cost, {schedule.schoolYear}:</strong> {dollars(estimate.firstYear)} the first year,{' '}
          {dollars(estimate.annual)} each year after.
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {estimate.children.map((child, index) => (
            <Typography component="li" variant="body2" key={index} data-testid="estimate-child">
              {gradeName(child.grade)}: tuition {dollars(child.tuition)}
              {child.discount > 0 ? ` (after the ${child.discountLabel} discount of ${dollars(child.discount)})` : ''}
            </Typography>
          ))}
        </Box>
        {estimate.notCovered.length > 0 && (
          <Alert severity="info" sx={{ py: 0 }}>
            No tuition published for {estimate.notCovered.map(gradeName).join(', ')}: ask the school.
          </Alert>
        )}
        <Typography variant="body2" data-testid="estimate-eligibility">
          <strong>Opportunity Scholarship{rules ? ` ${rules.schoolYear}` : ''}:</strong>{' '}
          {!rules || !eligibility
            ? "the program's rules have not been entered yet."
            : eligibility.likely
              ? `likely eligible (income limit for ${eligibility.householdSize}: ${dollars(eligibility.incomeLimit)}), up to ${dollars(rules.maxAward)} per student${
                  school.acceptsOpportunityScholarship ? '.' : ', but this school has not said it accepts it.'
                }`
              : `income above the limit for a household of ${eligibility.householdSize} (${dollars(eligibility.incomeLimit)}).`}
        </Typography>
        <Typography variant="body2" data-testid="estimate-range">
          <strong>Estimated first year after the scholarship:</strong>{' '}
          {rangeText({ low: estimate.afterScholarship.low, high: estimate.afterScholarship.high })}
        </Typography>
        <Typography variant="body2" data-testid="estimate-aid">
          <strong>The school&apos;s own aid:</strong>{' '}
          {schedule.assistance ? aidText(schedule.assistance, today) : 'none of its own published.'}
        </Typography>
      </Stack>
    );
  }
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }} data-testid="school-estimate">
      <CardContent>
        <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
          <Link component={RouterLink} to={paths.school.href(school.slug)}>
            {school.name}
          </Link>
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

/**
 * The shortlist's and compare page's estimator (issue 40): the family types its household size, income and
 * children's grades once and sees, for each school, the sticker cost for those children with sibling
 * discounts, likely Opportunity Scholarship eligibility and maximum award, the range after it, and where and
 * by when to apply for the school's own aid. The arithmetic is model/estimate.ts, the same as the school
 * page's. THE ENTRIES NEVER LEAVE THE BROWSER: they are in this tab's memory only (model/household-entries.ts).
 */
export function SchoolsCostEstimator({ schools, columns = 2 }: { schools: EstimatedSchool[]; columns?: 2 | 3 | 4 }) {
  const id = useId();
  const [entries, setEntries] = useHouseholdEntries();
  const firstGrade =
    schools.flatMap((school) => school.costs?.schedule?.tuitionBands.map((band) => band.fromGrade) ?? [])[0] ?? 0;
  const value = { size: entries.size, income: entries.income, grades: entries.grades ?? [firstGrade] };
  const { household, ready } = readHousehold(value);
  const typed = entries.size !== '' || entries.income !== '' || entries.grades !== null;
  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-testid="schools-cost-estimator">
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 800, mb: 0.5 }}>
        Estimate what your family would pay at each school
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Type it once for all these schools. What you enter stays in this browser tab: it is not sent anywhere or saved,
        and is forgotten when you reload or close the tab.
      </Typography>
      <NoScriptNote>
        The cost estimator needs JavaScript. The schools&apos; published figures are shown as they are.
      </NoScriptNote>
      <Box className={NEEDS_SCRIPT_CLASS}>
        <HouseholdFields
          value={value}
          onChange={(next) => setEntries({ size: next.size, income: next.income, grades: next.grades })}
        />
        {typed && (
          <Button size="small" onClick={() => setEntries({ size: '', income: '', grades: null })} sx={{ mb: 2 }}>
            Clear what I entered
          </Button>
        )}
        <Grid container spacing={2} aria-live="polite" data-testid="schools-cost-estimate">
          {schools.map((school) => (
            <Grid key={school.slug} size={{ xs: 12, sm: 6, lg: 12 / columns }}>
              <SchoolEstimate school={school} household={household} ready={ready} />
            </Grid>
          ))}
        </Grid>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          Estimates, not offers: scholarship awards depend on the program&apos;s funding and your application, and these
          leave out each school&apos;s own aid, other scholarships, taxes and costs such as transport, meals and
          activities. Sibling discounts are counted the cautious way: the child with the highest tuition pays full
          price.
        </Typography>
      </Box>
    </Box>
  );
}
