import PaidIcon from '@mui/icons-material/Paid';
import { Skeleton, Typography } from '@mui/material';
import { NotReported, type NotReportedProps } from '@/entities/school';
import { CostEstimator, CostScheduleTables } from '@/features/cost-estimator';
import { useGetSchoolCostsQuery, type SchoolResponse } from '@/shared/api';
import { costsQueryArg } from '../model/page-queries';
import { BlockCard } from './premium-blocks';

/**
 * 'Tuition & Costs' (issue 40): the school's published schedule, server-rendered, and the family's
 * estimator under it. A school that has published none says so and offers its request form, never a guess.
 */
export function TuitionCostsSection({ school, ask }: { school: SchoolResponse; ask?: NotReportedProps['ask'] }) {
  const { data, isLoading } = useGetSchoolCostsQuery(costsQueryArg(school.slug));
  return (
    <BlockCard id="tuition-costs-title" title="Tuition & Costs" icon={<PaidIcon />}>
      {isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : data?.schedule ? (
        <>
          <CostScheduleTables schedule={data.schedule} />
          <CostEstimator
            schedule={data.schedule}
            rules={data.opportunityScholarship}
            acceptsOpportunityScholarship={school.admissions.acceptsOpportunityScholarship === true}
          />
        </>
      ) : (
        <Typography component="div" data-testid="no-cost-schedule">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {school.name} has not published its tuition by grade, fees and aid here yet.
          </Typography>
          <NotReported ask={ask} text="Ask the school what your children would pay" about="tuition and fees" />
        </Typography>
      )}
    </BlockCard>
  );
}
