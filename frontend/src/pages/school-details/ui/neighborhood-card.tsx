import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { Box, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RatingBadge, RatingsSource, ratingsSourced } from '@/entities/neighborhood';
import { useGetNeighborhoodQuery } from '@/shared/api';
import { paths } from '@/shared/config';
import { formatCount, formatCurrency } from '@/shared/lib/format';
import { CoverImage } from '@/shared/ui';
import { BlockCard } from './premium-blocks';
import { neighborhoodQueryArg } from '../model/page-queries';

/** The neighborhood profile card, shown when the school belongs to one. */
export function NeighborhoodProfileCard({
  neighborhoodId,
  neighborhoodName,
}: {
  neighborhoodId: number | null;
  neighborhoodName: string | null;
}) {
  const arg = neighborhoodQueryArg(neighborhoodId, neighborhoodName);
  const { data, isLoading, isError } = useGetNeighborhoodQuery(arg, { skip: !arg.idOrName });
  const name = data?.name ?? neighborhoodName;
  if (!name) return null;
  return (
    <BlockCard id="neighborhood-title" title={`About ${name}`} icon={<HomeWorkIcon />}>
      {isLoading ? (
        <Skeleton variant="rounded" height={140} />
      ) : (
        <Grid container spacing={3} alignItems="center">
          {data?.imageUrl && (
            <Grid size={{ xs: 12, sm: 5 }}>
              <CoverImage src={data.imageUrl} alt={`${name} neighborhood`} sx={{ borderRadius: 2 }} />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: data?.imageUrl ? 7 : 12 }}>
            {data && !isError && (
              <>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {data.description || `Premium community in ${data.city} with excellent educational opportunities.`}
                </Typography>
                <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" sx={{ mb: 2 }} component="dl">
                  <Box>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      Population
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                      {formatCount(data.population)}
                    </Typography>
                  </Box>
                  <Box>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      Median Income
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                      {formatCurrency(data.medianHouseholdIncome)}
                    </Typography>
                  </Box>
                  <Box>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      Private Schools
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                      {data.schoolCount}
                    </Typography>
                  </Box>
                  {/* A letter grade only with its source and date (issue 35). */}
                  {ratingsSourced(data) && (
                    <Box>
                      <Typography component="dt" variant="caption" color="text.secondary">
                        Safety
                      </Typography>
                      <Box component="dd" sx={{ m: 0 }}>
                        <RatingBadge grade={data.crimeRating} label="Safety" />
                      </Box>
                    </Box>
                  )}
                </Stack>
                <RatingsSource neighborhood={data} sx={{ mb: 2 }} />
              </>
            )}
            <Button
              component={RouterLink}
              to={paths.neighborhood.href(name)}
              variant="outlined"
              endIcon={<ArrowForwardIcon />}
            >
              Explore {name}
            </Button>
          </Grid>
        </Grid>
      )}
    </BlockCard>
  );
}
