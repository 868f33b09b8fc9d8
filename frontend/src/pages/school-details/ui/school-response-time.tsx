import ScheduleIcon from '@mui/icons-material/Schedule';
import { Stack, Typography } from '@mui/material';
import { useGetPublicSchoolResponseTimeQuery } from '@/shared/api';

/**
 * 'Usually replies within …' under the request buttons (issue 44): for a claimed school with at least 5
 * requests in the last 90 days, the median business time to the first reply sent through the site and the
 * share answered (backend leads/domain/response-time.ts says the words). Nothing below the threshold, and
 * nothing while it loads (the server's HTML and the first client render agree).
 */
export function SchoolResponseTime({ schoolId }: { schoolId: number }) {
  const { data } = useGetPublicSchoolResponseTimeQuery({ schoolId });
  if (!data?.shown) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }} data-testid="school-response-time">
      <ScheduleIcon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
      <div>
        {data.usually && <Typography sx={{ fontWeight: 600 }}>{data.usually}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {data.answered}. Counts replies sent through this site; 6 pm to 8 am Las Vegas time is not counted.
        </Typography>
      </div>
    </Stack>
  );
}
