import { Card, CardContent, Skeleton } from '@mui/material';

export function ArticleCardSkeleton() {
  return (
    <Card elevation={0} aria-hidden sx={{ borderRadius: 3, border: 1, borderColor: '#dbe3ec', height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <CardContent sx={{ p: 2.5 }}>
        <Skeleton variant="rounded" width={100} height={22} sx={{ mb: 1 }} />
        <Skeleton variant="text" height={30} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="70%" />
      </CardContent>
    </Card>
  );
}
