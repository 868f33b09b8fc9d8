import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { dayRangeText, shortDayLabel } from '@/shared/lib/format';
import { REPORTING_WINDOWS, type ReportingWindowDays } from '@/shared/lib/reporting-windows';
import { errorText } from '@/shared/api';
import { useGetSiteAnalyticsQuery } from '@/shared/api/signed-in';
import { useRunAnalyticsRollupMutation, type AdminAnalyticsResponse } from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';

/** The admin's Analytics tab (issue 18): site totals, what families search for (and do not find), top schools. */
export function AdminAnalyticsTab() {
  const { toast } = useToast();
  const [days, setDays] = useState<ReportingWindowDays>(30);
  const query = useGetSiteAnalyticsQuery({ days }, { refetchOnMountOrArgChange: true });
  const [runRollup, rollup] = useRunAnalyticsRollupMutation();
  const data = query.currentData;

  const refresh = async () => {
    try {
      await runRollup().unwrap();
      await query.refetch();
      toast({ title: 'Figures Refreshed', description: 'The latest events are now in the totals.' });
    } catch (error) {
      toast({
        title: 'Refresh Failed',
        description: errorText(error, 'Please try again later.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Box>
          <Typography variant="h5" component="h2">
            Site Analytics
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data ? `${dayRangeText(data.current.from, data.current.to)}.` : ''}
            {data?.lastRolledUpAt
              ? ` Figures as of ${new Date(data.lastRolledUpAt).toLocaleString('en-US')} (updated every 5 minutes).`
              : ' Figures are updated every 5 minutes.'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
          <ToggleButtonGroup
            size="small"
            exclusive
            value={days}
            onChange={(_event, value: ReportingWindowDays | null) => value && setDays(value)}
            aria-label="Period"
          >
            {REPORTING_WINDOWS.map((window) => (
              <ToggleButton
                key={window}
                value={window}
                aria-label={`Last ${window} days`}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {window} days
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button
            variant="outlined"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            startIcon={<RefreshIcon />}
            onClick={() => void refresh()}
            disabled={rollup.isLoading}
          >
            Refresh figures
          </Button>
        </Stack>
      </Stack>
      {query.isError && <Alert severity="error">Analytics could not be loaded. Please try again later.</Alert>}
      {!data && !query.isError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label="Loading analytics">
          <CircularProgress />
        </Box>
      )}
      {data && <SiteFigures data={data} />}
    </Stack>
  );
}

function SiteFigures({ data }: { data: AdminAnalyticsResponse }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="h6" component="h3">
              Site totals per day
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, value: 'chart' | 'table' | null) => value && setView(value)}
              aria-label="Show site totals as"
            >
              <ToggleButton value="chart">Chart</ToggleButton>
              <ToggleButton value="table">Table</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          {view === 'chart' ? (
            <Box role="img" aria-label="Site totals per day, chart (the Table view has the same numbers)">
              <LineChart
                height={260}
                xAxis={[{ scaleType: 'point', data: data.daily.map((day) => shortDayLabel(day.day)) }]}
                // Whole counts from 0, and a 0-5 scale while every day is 0 (it showed one clipped '0.0' label).
                yAxis={[
                  {
                    min: 0,
                    max: data.daily.some((day) => day.profileViews || day.clicks || day.searches) ? undefined : 5,
                    tickMinStep: 1,
                  },
                ]}
                series={[
                  { data: data.daily.map((day) => day.profileViews), label: 'Profile views', showMark: false },
                  { data: data.daily.map((day) => day.clicks), label: 'Clicks', showMark: false },
                  { data: data.daily.map((day) => day.searches), label: 'Searches', showMark: false },
                ]}
              />
            </Box>
          ) : (
            <TableContainer sx={{ maxHeight: 420 }}>
              <SimpleTable
                label="Site totals per day"
                head={['Date', 'Impressions', 'Profile views', 'Clicks', 'Searches']}
                rows={[...data.daily]
                  .reverse()
                  .map((day) => [day.day, day.impressions, day.profileViews, day.clicks, day.searches])}
              />
            </TableContainer>
          )}
        </CardContent>
      </Card>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ListCard
            title="Searches that found no school"
            empty="No search came back empty in this period."
            head={['Search', 'Times']}
            rows={data.noResultSearches.map((row) => [row.summary, row.zeroResultSearches])}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ListCard
            title="Top directory searches"
            empty="No searches in this period."
            head={['Search', 'Times', 'No result']}
            rows={data.topSearches.map((row) => [row.summary, row.searches, row.zeroResultSearches])}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ListCard
            title="Top schools by profile views"
            empty="No profile views in this period."
            head={['School', 'Profile views']}
            rows={data.topSchools.map((row) => [row.schoolName, row.profileViews])}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ListCard
            title="Leads per school"
            empty="No leads in this period."
            head={['School', 'Leads']}
            rows={data.leadsPerSchool.map((row) => [row.schoolName, row.count])}
          />
        </Grid>
      </Grid>
    </>
  );
}

function ListCard({
  title,
  empty,
  head,
  rows,
}: {
  title: string;
  empty: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {rows.length ? (
          <SimpleTable label={title} head={head} rows={rows} />
        ) : (
          <Typography color="text.secondary">{empty}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

function SimpleTable({ label, head, rows }: { label: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((cell, index) => (
            <TableCell key={index} align={index ? 'right' : 'left'}>
              {cell}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, rowIndex) => (
          <TableRow key={`${row[0]}-${rowIndex}`}>
            {row.map((cell, index) =>
              index === 0 ? (
                <TableCell key={index} component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                  {cell}
                </TableCell>
              ) : (
                <TableCell key={index} align="right">
                  {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
