import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { errorText } from '@/shared/api';
import { useConfirmSchoolListingMutation, useGetSchoolListingConfirmationQuery } from '@/shared/api/signed-in';
import { formatLongDate } from '@/shared/lib/format';

/**
 * 'Is your listing still correct?' (issue 44): the last confirmation and the same button as the reminder's page.
 * The server checks that the signed-in user owns the school; every six months the reminder e-mail asks again.
 */
export function ListingConfirmationCard({ schoolId }: { schoolId: number }) {
  const { data } = useGetSchoolListingConfirmationQuery({ schoolId });
  const [confirm, confirmed] = useConfirmSchoolListingMutation();
  if (!data) return null;
  const last = formatLongDate(data.lastConfirmedAt);
  return (
    <Card variant="outlined" component="section" aria-labelledby="listing-confirmation-title">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="listing-confirmation-title" variant="h6" component="h2">
            Is your listing still correct?
          </Typography>
          <Typography color="text.secondary" data-testid="listing-last-confirmed">
            {last ? `Last confirmed on ${last}.` : 'Not confirmed yet.'} Families see the date of your last confirmation
            on your school page; we ask again every six months.
          </Typography>
          {confirmed.isSuccess && (
            <Alert severity="success" role="status">
              {`Thank you: the listing is confirmed as correct on ${formatLongDate(confirmed.data.lastConfirmedAt)}.`}
            </Alert>
          )}
          {confirmed.error && (
            <Alert severity="error" role="alert">
              {errorText(confirmed.error, 'Something went wrong. Please try again.')}
            </Alert>
          )}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={confirmed.isLoading}
            onClick={() => void confirm({ schoolId })}
          >
            Everything is still correct
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
