import { Card, CardContent, Skeleton, Stack } from '@mui/material';

/** Placeholder with the card's shape while schools load. */
export function SchoolCardSkeleton() {
  return (
    <Card
      elevation={0}
      sx={{ borderRadius: 3, border: 1, borderColor: '#dbe3ec', height: '100%' }}
      aria-hidden
      data-testid="school-card-skeleton"
    >
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <CardContent sx={{ p: 2.5 }}>
        <Skeleton variant="text" width="80%" height={32} />
        <Skeleton variant="text" width="60%" />
        <Stack direction="row" spacing={1} sx={{ my: 1 }}>
          <Skeleton variant="rounded" width={80} height={24} />
          <Skeleton variant="rounded" width={110} height={24} />
        </Stack>
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="rounded" height={36} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
