import { Alert, Box, Button, Container, Grid, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { OPEN_HOUSE_GRADES } from '@/entities/open-house';
import { OpenHouseList } from '@/features/open-house-rsvp';
import {
  useGetOpenHouseQuery,
  useListNeighborhoodsQuery,
  useListOpenHousesQuery,
  type OpenHouseFormat,
} from '@/shared/api';
import { paths } from '@/shared/config';
import { recordPageMeta, staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { PageHero } from '@/shared/ui';

const FILTERS = ['grade', 'neighborhood', 'from', 'to', 'format'] as const;

/** `/open-houses`: every upcoming open house in the valley, filtered through the URL; `/open-houses/:id` shows one first. */
export function OpenHousesPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const value = (name: (typeof FILTERS)[number]) => params.get(name) ?? '';
  const setFilter = (name: (typeof FILTERS)[number]) => (event: { target: { value: string } }) => {
    const next = new URLSearchParams(params);
    if (event.target.value) next.set(name, event.target.value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const grade = value('grade');
  const query = useListOpenHousesQuery({
    grade: grade === '' ? undefined : Number(grade),
    neighborhood: value('neighborhood') || undefined,
    from: value('from') || undefined,
    to: value('to') || undefined,
    format: (value('format') || undefined) as OpenHouseFormat | undefined,
    limit: 60,
  });
  const single = useGetOpenHouseQuery({ id: id ?? '' }, { skip: !id });
  // `/open-houses/:id` is titled after its open house, as the server's HTML is; the list keeps its own.
  usePageMeta(
    single.data
      ? { ...recordPageMeta.openHouse(single.data), canonicalPath: paths.openHouse.href(single.data.id) }
      : staticPageMeta('openHouses'),
  );
  const neighborhoods = useListNeighborhoodsQuery();
  const filtered = FILTERS.some((name) => params.get(name));

  return (
    <>
      <PageHero
        title="Open Houses"
        subtitle="Tour Las Vegas private schools: every upcoming open house in the valley, in person and online. Times are Las Vegas time (Pacific), wherever you are."
      />
      <Container maxWidth="lg" sx={{ py: 5 }}>
        {id && (
          <Box component="section" aria-label="Selected open house" sx={{ mb: 5 }}>
            {single.isError ? (
              <Alert severity="warning">This open house is no longer available.</Alert>
            ) : single.data ? (
              <OpenHouseList openHouses={[single.data]} columns={1} />
            ) : (
              <Skeleton variant="rounded" height={200} />
            )}
          </Box>
        )}
        <Grid container spacing={1.5} component="section" aria-label="Open house filters" sx={{ mb: 3 }}>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField select fullWidth size="small" label="Grade" value={grade} onChange={setFilter('grade')}>
              <MenuItem value="">Any grade</MenuItem>
              {OPEN_HOUSE_GRADES.map((option) => (
                <MenuItem key={option.value} value={String(option.value)}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Neighborhood"
              value={value('neighborhood')}
              onChange={setFilter('neighborhood')}
            >
              <MenuItem value="">Any neighborhood</MenuItem>
              {(neighborhoods.data ?? []).map((neighborhood) => (
                <MenuItem key={neighborhood.id} value={neighborhood.name}>
                  {neighborhood.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              type="date"
              fullWidth
              size="small"
              label="From"
              value={value('from')}
              onChange={setFilter('from')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              type="date"
              fullWidth
              size="small"
              label="To"
              value={value('to')}
              onChange={setFilter('to')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 8, md: 2 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Format"
              value={value('format')}
              onChange={setFilter('format')}
            >
              <MenuItem value="">In person or virtual</MenuItem>
              <MenuItem value="in_person">In person</MenuItem>
              <MenuItem value="virtual">Virtual</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 4, md: 1 }}>
            <Button fullWidth disabled={!filtered} onClick={() => setParams({}, { replace: true })}>
              Clear
            </Button>
          </Grid>
        </Grid>
        <Typography color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
          {query.data ? `${query.data.total} upcoming open house${query.data.total === 1 ? '' : 's'}` : ' '}
        </Typography>
        {query.isError ? (
          <Alert severity="error">Unable to load open houses at this time.</Alert>
        ) : query.isLoading ? (
          <Skeleton variant="rounded" height={240} />
        ) : query.data?.openHouses.length ? (
          <OpenHouseList openHouses={query.data.openHouses} />
        ) : (
          <Alert severity="info">
            {filtered ? 'No open houses match these filters.' : 'No upcoming open houses yet.'}{' '}
            <Button component={RouterLink} to={paths.schools.href()} size="small">
              Browse schools
            </Button>
          </Alert>
        )}
      </Container>
    </>
  );
}
