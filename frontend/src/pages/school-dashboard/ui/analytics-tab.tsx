import DownloadIcon from '@mui/icons-material/Download';
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
import { useGetSchoolAnalyticsQuery, type SchoolAnalyticsResponse } from '@/shared/api/signed-in';
import {
  CLICK_LABELS,
  METRIC_LABELS,
  REFERRER_LABELS,
  analyticsExportHref,
  conversionText,
  formatChange,
  formatMinutes,
  leadsByTypeText,
} from '../model/analytics';

/** The school dashboard's 'Analytics' tab (issue 18): what the listing brought, from the daily rollups. */
export function AnalyticsTab({ schoolId }: { schoolId: number }) {
  const [days, setDays] = useState<ReportingWindowDays>(30);
  const query = useGetSchoolAnalyticsQuery({ schoolId, days }, { refetchOnMountOrArgChange: true });
  const data = query.currentData;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
      >
        <Box>
          <Typography variant="h5" component="h2">
            Analytics
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {data
              ? `${dayRangeText(data.current.from, data.current.to)}, compared with ${dayRangeText(data.previous.from, data.previous.to)}.`
              : 'How families find and contact your school.'}
            {data?.lastRolledUpAt && ` Figures as of ${new Date(data.lastRolledUpAt).toLocaleString('en-US')}.`}
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
            startIcon={<DownloadIcon />}
            href={analyticsExportHref(schoolId, days)}
            download
          >
            Export CSV
          </Button>
        </Stack>
      </Stack>
      {query.isError && <Alert severity="error">Analytics could not be loaded. Please try again later.</Alert>}
      {!data && !query.isError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label="Loading analytics">
          <CircularProgress />
        </Box>
      )}
      {data && <AnalyticsBody data={data} />}
    </Stack>
  );
}

function AnalyticsBody({ data }: { data: SchoolAnalyticsResponse }) {
  const total = (metric: keyof typeof METRIC_LABELS) => data.totals.find((row) => row.metric === metric)?.current ?? 0;
  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Totals">
        {data.totals.map((delta) => (
          <Grid key={delta.metric} size={{ xs: 6, sm: 4, md: 3 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {METRIC_LABELS[delta.metric]}
                </Typography>
                <Typography variant="h4" component="p">
                  {delta.current.toLocaleString('en-US')}
                </Typography>
                <Typography
                  variant="body2"
                  color={
                    delta.changePercent && delta.changePercent > 0
                      ? 'success.main'
                      : delta.changePercent && delta.changePercent < 0
                        ? 'error.main'
                        : 'text.secondary'
                  }
                >
                  {formatChange(delta)} vs previous {data.days} days ({delta.previous.toLocaleString('en-US')})
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <DailyFigures data={data} />

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                Funnel
              </Typography>
              <FigureTable
                label="Funnel"
                head={['Step', 'Count']}
                rows={[
                  ['Directory impressions', total('impressions')],
                  ['Profile views', total('profileViews')],
                  ['Clicks', total('clicks')],
                  ['Leads', total('leads')],
                ]}
              />
              <Typography sx={{ mt: 2 }} data-testid="profile-conversion">
                {conversionText(data.conversion)}
              </Typography>
              <Typography>
                Median first response to leads: <strong>{formatMinutes(data.medianFirstResponseMinutes)}</strong>
              </Typography>
              {data.leadsByType.length > 0 && (
                <Typography color="text.secondary" variant="body2">
                  Leads by type: {leadsByTypeText(data.leadsByType)}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                Clicks by type
              </Typography>
              <FigureTable
                label="Clicks by type"
                head={['Link', 'Clicks']}
                rows={data.clicksByKind.map((row) => [CLICK_LABELS[row.kind] ?? row.kind, row.count])}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                Where visitors came from
              </Typography>
              <FigureTable
                label="Where visitors came from"
                head={['Source', 'Profile views']}
                rows={data.referrers.map((row) => [REFERRER_LABELS[row.referrerClass] ?? row.referrerClass, row.count])}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                Compared with similar schools
              </Typography>
              {data.peers.medianProfileViews === null ? (
                <Typography color="text.secondary">
                  A comparison appears when at least 5 premium schools of your type
                  {data.peers.schoolType ? ` (${data.peers.schoolType})` : ''} are listed.
                </Typography>
              ) : (
                <FigureTable
                  label="Compared with similar schools"
                  head={[
                    '',
                    'Your school',
                    `Median of ${data.peers.groupSize} premium ${data.peers.schoolType} schools`,
                  ]}
                  rows={[
                    ['Profile views', total('profileViews'), data.peers.medianProfileViews],
                    ['Leads', total('leads'), data.peers.medianLeads ?? 0],
                  ]}
                />
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}

/** The daily line chart and the same numbers as a table (the accessible view), one at a time. */
function DailyFigures({ data }: { data: SchoolAnalyticsResponse }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h3">
            Views and leads per day
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, value: 'chart' | 'table' | null) => value && setView(value)}
            aria-label="Show daily figures as"
          >
            <ToggleButton value="chart">Chart</ToggleButton>
            <ToggleButton value="table">Table</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {view === 'chart' ? (
          <Box aria-label="Daily profile views and leads, chart (the Table view has the same numbers)" role="img">
            <LineChart
              height={280}
              xAxis={[{ scaleType: 'point', data: data.daily.map((day) => shortDayLabel(day.day)) }]}
              // Whole counts from 0, and a 0-5 scale while every day is 0 (it showed one clipped '0.0' label).
              yAxis={[
                {
                  min: 0,
                  max: data.daily.some((day) => day.profileViews || day.leads) ? undefined : 5,
                  tickMinStep: 1,
                },
              ]}
              series={[
                { data: data.daily.map((day) => day.profileViews), label: 'Profile views', showMark: data.days <= 30 },
                { data: data.daily.map((day) => day.leads), label: 'Leads', showMark: data.days <= 30 },
              ]}
            />
          </Box>
        ) : (
          <TableContainer sx={{ maxHeight: 420 }}>
            <FigureTable
              label="Daily figures"
              head={['Date', 'Impressions', 'Profile views', 'Clicks', 'Leads']}
              rows={[...data.daily]
                .reverse()
                .map((day) => [day.day, day.impressions, day.profileViews, day.clicks, day.leads])}
              stickyHeader
            />
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

function FigureTable({
  label,
  head,
  rows,
  stickyHeader = false,
}: {
  label: string;
  head: string[];
  rows: (string | number)[][];
  stickyHeader?: boolean;
}) {
  return (
    <Table size="small" aria-label={label} stickyHeader={stickyHeader}>
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
        {rows.map((row) => (
          <TableRow key={String(row[0])}>
            {row.map((cell, index) =>
              index === 0 ? (
                <TableCell key={index} component="th" scope="row">
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
