import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useListClaimRequestsQuery } from '@/shared/api';
import { ListState } from './list-controls';

/** Claims tab. */
export function AdminClaims() {
  const { data, isLoading, isError, isFetching } = useListClaimRequestsQuery({ limit: 50 });
  const claims = data?.claims ?? [];
  return (
    <Stack spacing={2}>
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!isFetching && !claims.length}
        search=""
        noun="claim requests"
        emptyText="No claim requests pending"
      />
      {claims.map((claim) => (
        <Card key={claim.id} variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3">
              {claim.schoolName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {claim.firstName} {claim.lastName} · {claim.email} · {claim.status} · payment {claim.paymentStatus}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
