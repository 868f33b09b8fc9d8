import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { errorText } from '@/shared/api';
import { useGetOwnSchoolReviewAnalyticsQuery } from '@/shared/api/signed-in';
import { MONTH_NAMES } from '@/shared/lib/format';

/** '2027-01' → 'Jan 2027' (the months are Las Vegas months, as the server counts them). */
export function monthLabel(month: string, short = false): string {
  const [year, number] = month.split('-').map(Number);
  const name = MONTH_NAMES[number - 1];
  return short ? `${name.slice(0, 3)} ${String(year).slice(2)}` : `${name.slice(0, 3)} ${year}`;
}

/**
 * Reviews and rating over time (issue 39 analytics): per month of the last 12, the reviews first published
 * then and shown now, and the average of the counted ones (insiders are not counted, as on the school page).
 * The table carries every number; the charts draw the same ones.
 */
export function ReviewTrends({ schoolId }: { schoolId: number }) {
  const { data, error } = useGetOwnSchoolReviewAnalyticsQuery({ schoolId });
  const months = data?.months ?? [];
  const labels = months.map((m) => monthLabel(m.month, true));
  return (
    <Card variant="outlined" component="section" aria-labelledby="review-trends-title">
      <CardContent>
        <Typography id="review-trends-title" variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          Reviews and rating over time
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The last 12 months, by the month each review was published. The average is that month&apos;s counted reviews
          (reviews by staff or their relatives are shown but not counted).
        </Typography>
        {error && <Alert severity="error">{errorText(error, 'The figures could not be loaded.')}</Alert>}
        {data && (
          <>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Box role="img" aria-label="Reviews per month, chart (the table below has the same numbers)">
                  <BarChart
                    height={220}
                    xAxis={[{ scaleType: 'band', data: labels }]}
                    yAxis={[{ min: 0, tickMinStep: 1, max: months.some((m) => m.reviews) ? undefined : 5 }]}
                    series={[{ data: months.map((m) => m.reviews), label: 'Reviews' }]}
                  />
                </Box>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Box role="img" aria-label="Average rating per month, chart (the table below has the same numbers)">
                  <LineChart
                    height={220}
                    xAxis={[{ scaleType: 'point', data: labels }]}
                    yAxis={[{ min: 0, max: 5, tickMinStep: 1 }]}
                    series={[{ data: months.map((m) => m.averageRating), label: 'Average rating', connectNulls: true }]}
                  />
                </Box>
              </Grid>
            </Grid>
            <TableContainer sx={{ mt: 1 }}>
              <Table size="small" aria-label="Reviews and average rating per month">
                <TableHead>
                  <TableRow>
                    <TableCell>Month</TableCell>
                    <TableCell align="right">Reviews</TableCell>
                    <TableCell align="right">Counted</TableCell>
                    <TableCell align="right">Average rating</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...months].reverse().map((m) => (
                    <TableRow key={m.month} data-testid={`review-month-${m.month}`}>
                      <TableCell component="th" scope="row">
                        {monthLabel(m.month)}
                      </TableCell>
                      <TableCell align="right">{m.reviews}</TableCell>
                      <TableCell align="right">{m.countedReviews}</TableCell>
                      <TableCell align="right">{m.averageRating === null ? '–' : m.averageRating.toFixed(1)}</TableCell>
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
