import {
  Alert,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { errorText } from '@/shared/api';
import { useGetReviewModerationVolumesQuery, type ModerationVolumesResponse } from '@/shared/api/signed-in';
import { dayRangeText, shortDayLabel } from '@/shared/lib/format';

type Count = Exclude<keyof ModerationVolumesResponse, 'from' | 'to' | 'removedByReason'>;

/** The measures in the order a review meets them, with the labels both tables use. */
const MEASURES: { key: Count; label: string; short: string }[] = [
  { key: 'submitted', label: 'Submitted', short: 'Submitted' },
  { key: 'confirmed', label: 'Confirmed by the writer', short: 'Confirmed' },
  { key: 'autoHeld', label: 'Held by an automatic check', short: 'Auto-held' },
  { key: 'published', label: 'Published', short: 'Published' },
  { key: 'removed', label: 'Removed', short: 'Removed' },
  { key: 'reportsReceived', label: 'Reports received', short: 'Reports' },
  { key: 'reportsResolved', label: 'Reports resolved', short: 'Resolved' },
];

/**
 * Moderation volumes (issue 39 analytics): the last 30 days with removals by guideline, and the last 12
 * weeks. Counts only; a step is counted when it happens, so deleted reviews still count.
 */
export function ReviewVolumes() {
  const { data, error } = useGetReviewModerationVolumesQuery();
  return (
    <Card variant="outlined" component="section" aria-labelledby="review-volumes-title">
      <CardContent>
        <Typography id="review-volumes-title" variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          Moderation volumes
        </Typography>
        {error && <Alert severity="error">{errorText(error, 'The volumes could not be loaded.')}</Alert>}
        {data && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {`Last 30 days (${dayRangeText(data.lastDays.from, data.lastDays.to)}, Las Vegas time)`}
            </Typography>
            <TableContainer sx={{ maxWidth: 560 }}>
              <Table size="small" aria-label="Moderation volumes, last 30 days">
                <TableBody>
                  {MEASURES.map((measure) => (
                    <TableRow key={measure.key} data-testid={`volume-${measure.key}`}>
                      <TableCell component="th" scope="row">
                        {measure.label}
                      </TableCell>
                      <TableCell align="right">{data.lastDays[measure.key]}</TableCell>
                    </TableRow>
                  ))}
                  {data.lastDays.removedByReason.map((row) => (
                    <TableRow key={row.reason} data-testid={`volume-removed-${row.reason}`}>
                      <TableCell component="th" scope="row" sx={{ pl: 4 }}>
                        {`Removed: ${row.label}`}
                      </TableCell>
                      <TableCell align="right">{row.count}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3, mb: 1 }}>
              Per week (Monday to Sunday), the latest first
            </Typography>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Moderation volumes per week">
                <TableHead>
                  <TableRow>
                    <TableCell>Week of</TableCell>
                    {MEASURES.map((measure) => (
                      <TableCell key={measure.key} align="right">
                        {measure.short}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...data.weeks].reverse().map((week) => (
                    <TableRow key={week.from}>
                      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                        {shortDayLabel(week.from)}
                      </TableCell>
                      {MEASURES.map((measure) => (
                        <TableCell key={measure.key} align="right">
                          {week[measure.key]}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </CardContent>
    </Card>
  );
}
