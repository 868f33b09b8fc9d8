import type { ReactNode } from 'react';
import EventIcon from '@mui/icons-material/Event';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import {
  Box,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  NotReported,
  OPENING_STATUS_LABELS,
  ScholarshipBadge,
  currentDeadlines,
  formatDeadline,
  gradeLabel,
  isDeadlinePassed,
  schoolYearLabel,
  todayInLasVegas,
  type NotReportedProps,
} from '@/entities/school';
import type { AdmissionsFactsResponse, OpeningStatus } from '@/shared/api';
import { paths } from '@/shared/config';
import { BlockCard } from './premium-blocks';

const STATUS_COLORS: Record<OpeningStatus, 'success' | 'warning' | 'default' | 'info'> = {
  open: 'success',
  few: 'warning',
  full: 'default',
  waitlist: 'info',
};

function FactHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * The school page's Admissions section (issue 20): deadlines, financial aid, openings, the scholarship.
 * Always shown: a fact the school has not published says so, with a way to ask (issue 35, "Unknown is
 * not 'no'"), and deadlines of a school year already begun are left out ("Stale facts").
 */
export function AdmissionsSection({
  admissions,
  ask,
  source,
}: {
  admissions: AdmissionsFactsResponse;
  ask?: NotReportedProps['ask'];
  /** Where these facts come from (issue 44): the page's `FactSource` line. */
  source?: ReactNode;
}) {
  const today = todayInLasVegas();
  const aidPassed = admissions.financialAidDeadline && isDeadlinePassed(admissions.financialAidDeadline, today);
  const deadlines = currentDeadlines(admissions.applicationDeadlines, today);
  return (
    <BlockCard id="admissions-title" title="Admissions" icon={<HowToRegIcon />}>
      <Stack spacing={3}>
        <Box component="section" aria-labelledby="scholarship-title">
          <FactHeading id="scholarship-title">Opportunity Scholarship</FactHeading>
          {admissions.acceptsOpportunityScholarship ? (
            <>
              <ScholarshipBadge />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Families who qualify can put the scholarship toward tuition here.{' '}
                <Link component={RouterLink} to={paths.opportunityScholarship.href()}>
                  Who qualifies and how to apply
                </Link>
              </Typography>
            </>
          ) : admissions.acceptsOpportunityScholarship === false ? (
            <Typography>The school does not accept the Nevada Opportunity Scholarship.</Typography>
          ) : (
            <NotReported ask={ask} about="the Opportunity Scholarship" />
          )}
        </Box>

        <Box component="section" aria-labelledby="deadlines-title">
          <FactHeading id="deadlines-title">Application Deadlines</FactHeading>
          {deadlines.length === 0 ? (
            <NotReported
              ask={ask}
              about="application deadlines"
              text={
                admissions.applicationDeadlines.length > 0
                  ? 'No deadline reported for a school year still to come'
                  : undefined
              }
            />
          ) : (
            <>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {deadlines.map((item) => {
                  const passed = isDeadlinePassed(item.deadline, today);
                  return (
                    <Stack
                      component="li"
                      key={`${item.entryYear}-${item.deadline}-${item.label ?? ''}`}
                      direction="row"
                      spacing={1.5}
                      alignItems="center"
                      sx={{ color: passed ? 'text.secondary' : 'text.primary' }}
                    >
                      <EventIcon fontSize="small" color={passed ? 'disabled' : 'primary'} aria-hidden />
                      <Typography sx={{ textDecoration: passed ? 'line-through' : 'none' }}>
                        <strong>{formatDeadline(item.deadline)}</strong>
                        {' · '}
                        {item.label ? `${item.label}, ` : ''}
                        {schoolYearLabel(item.entryYear)} school year
                      </Typography>
                      {passed && <Chip size="small" label="Passed" variant="outlined" />}
                    </Stack>
                  );
                })}
              </Stack>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                Dates are Las Vegas time; a deadline passes at the end of its day.
              </Typography>
            </>
          )}
        </Box>

        <Box component="section" aria-labelledby="aid-title">
          <FactHeading id="aid-title">Financial Aid</FactHeading>
          {!admissions.financialAidProvider && !admissions.financialAidDeadline && (
            <NotReported ask={ask} about="financial aid" />
          )}
          {admissions.financialAidProvider && (
            <Typography>
              Apply through <strong>{admissions.financialAidProvider}</strong>
            </Typography>
          )}
          {admissions.financialAidDeadline && (
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
              <Typography color={aidPassed ? 'text.secondary' : 'text.primary'}>
                Financial aid deadline: <strong>{formatDeadline(admissions.financialAidDeadline)}</strong>
              </Typography>
              {aidPassed && <Chip size="small" label="Passed" variant="outlined" />}
            </Stack>
          )}
        </Box>

        <Box component="section" aria-labelledby="openings-title">
          <FactHeading id="openings-title">Openings by Grade</FactHeading>
          {admissions.gradeOpenings.length === 0 ? (
            <NotReported ask={ask} about="openings" />
          ) : (
            <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <Table size="small" aria-label="Openings by grade">
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      Grade
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Status
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {admissions.gradeOpenings.map((opening) => (
                    <TableRow key={opening.grade}>
                      <TableCell component="th" scope="row">
                        {gradeLabel(opening.grade)}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={STATUS_COLORS[opening.status]}
                          variant={opening.status === 'full' ? 'outlined' : 'filled'}
                          label={OPENING_STATUS_LABELS[opening.status]}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Box>
      </Stack>
      {source}
    </BlockCard>
  );
}
