import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useGetSchoolResponseTimeQuery } from '@/shared/api/signed-in';

/**
 * The school's response time as families see it on the school page (issue 44), the figures behind it, and
 * how to improve them. Only replies sent from this inbox count: they are the ones the product can check.
 */
export function ResponseTimeCard({ schoolId }: { schoolId: number }) {
  const { data } = useGetSchoolResponseTimeQuery({ schoolId }, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  const waiting = Math.max(0, data.minRequests - data.requests);
  return (
    <Card variant="outlined" component="section" aria-labelledby="response-time-title">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }}>
          <Typography id="response-time-title" variant="h6" component="h2">
            Your Response Time
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={data.shown ? 'success' : 'default'}
            label={data.shown ? 'Shown on your school page' : 'Not shown yet'}
          />
        </Stack>
        <Typography sx={{ fontWeight: 600 }} data-testid="owner-response-time">
          {data.usually ?? 'No reply sent from this inbox yet'}
        </Typography>
        <Typography color="text.secondary">{data.answered}</Typography>
        {!data.shown && (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            Families see it once your school has {data.minRequests} requests in {data.windowDays} days
            {waiting > 0 ? ` (${waiting} more to go)` : ''}.
          </Typography>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }} id="response-time-improve">
          How to improve these figures
        </Typography>
        <Box
          component="ul"
          aria-labelledby="response-time-improve"
          sx={{ mt: 0.5, mb: 0, pl: 2.5, color: 'text.secondary' }}
        >
          <li>
            <Typography variant="body2">
              Reply from this inbox: only replies sent here count (a lead marked contacted by hand cannot be checked).
            </Typography>
          </li>
          <li>
            <Typography variant="body2">
              Save your usual answers as templates, so a first reply takes a minute.
            </Typography>
          </li>
          <li>
            <Typography variant="body2">
              Hours from 6 pm to 8 am (Las Vegas time) are not counted: a reply the next morning is a fast reply.
            </Typography>
          </li>
          <li>
            <Typography variant="body2">
              Answer every request, even briefly: families see the share of requests you answered.
            </Typography>
          </li>
          <li>
            <Typography variant="body2">
              Usually reply within a business day (10 counted hours) and families who tick &lsquo;Replies within a
              day&rsquo; in the directory find your school.
            </Typography>
          </li>
        </Box>
      </CardContent>
    </Card>
  );
}
