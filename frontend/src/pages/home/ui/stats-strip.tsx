import { Box, Container, Grid, Skeleton, Typography } from '@mui/material';
import { useGetStatsQuery } from '@/shared/api';
import { formatCount } from '@/shared/lib/format';

const ITEMS = [
  { key: 'schoolCount', label: 'Private Schools' },
  { key: 'neighborhoodCount', label: 'Neighborhoods' },
  { key: 'schoolTypeCount', label: 'School Types' },
  { key: 'articleCount', label: 'Articles & Guides' },
] as const;

/** Four numbers from GET /api/stats under the hero. */
export function StatsStrip() {
  const { data, isLoading, isError } = useGetStatsQuery();
  return (
    <Box
      component="section"
      aria-label="Directory statistics"
      sx={{ bgcolor: '#fff', borderBottom: 1, borderColor: '#e3e9f0' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        {isError ? (
          <Typography color="text.secondary" textAlign="center" role="status">
            Directory statistics are unavailable right now.
          </Typography>
        ) : (
          <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
            {ITEMS.map((item) => (
              <Grid
                key={item.key}
                size={{ xs: 6, md: 3 }}
                sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}
              >
                <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {item.label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontSize: { xs: '1.9rem', md: '2.4rem' }, fontWeight: 800, color: 'primary.main' }}
                >
                  {isLoading || !data ? <Skeleton width={70} sx={{ mx: 'auto' }} /> : formatCount(data[item.key])}
                </Typography>
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </Box>
  );
}
