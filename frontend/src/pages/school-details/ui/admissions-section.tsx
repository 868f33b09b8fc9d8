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
  OPENING_STATUS_LABELS,
  ScholarshipBadge,
  formatDeadline,
  gradeLabel,
  hasAdmissionsFacts,
  isDeadlinePassed,
  schoolYearLabel,
  todayInLasVegas,
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

/** The school page's Admissions section (issue 20): deadlines, financial aid, openings, the scholarship. */
export function AdmissionsSection({ admissions }: { admissions: AdmissionsFactsResponse }) {
  if (!hasAdmissionsFacts(admissions)) return null;
  const today = todayInLasVegas();
  const aidPassed = admissions.financialAidDeadline && isDeadlinePassed(admissions.financialAidDeadline, today);
  return (
    <BlockCard id="admissions-title" title="Admissions" icon={<HowToRegIcon />}>
      <Stack spacing={3}>
        {admissions.acceptsOpportunityScholarship && (
          <Box>
            <ScholarshipBadge />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Families who qualify can put the scholarship toward tuition here.{' '}
              <Link component={RouterLink} to={paths.opportunityScholarship.href()}>
                Who qualifies and how to apply
              </Link>
            </Typography>
          </Box>
        )}

        {admissions.applicationDeadlines.length > 0 && (
          <Box component="section" aria-labelledby="deadlines-title">
            <Typography id="deadlines-title" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Application Deadlines
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {admissions.applicationDeadlines.map((item) => {
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
          </Box>
        )}

        {(admissions.financialAidProvider || admissions.financialAidDeadline) && (
          <Box component="section" aria-labelledby="aid-title">
            <Typography id="aid-title" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Financial Aid
            </Typography>
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
        )}

        {admissions.gradeOpenings.length > 0 && (
          <Box component="section" aria-labelledby="openings-title">
            <Typography id="openings-title" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Openings by Grade
            </Typography>
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
          </Box>
        )}
      </Stack>
    </BlockCard>
  );
}
