import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  useGetSchoolAnalyticsQuery,
  useListSchoolLeadsQuery,
  useListSchoolOpenHousesQuery,
  type AnalyticsMetric,
} from '@/shared/api/signed-in';
import { formatCount } from '@/shared/lib/format';
import { formatOpenHouseTime } from '@/entities/open-house';
import { formatChange } from '../model/analytics';
import type { DashboardTab } from '../model/dashboard-tab';

/** The window the overview's figures cover (the Analytics tab's default). */
const OVERVIEW_DAYS = 30;

/** A card of the overview: a title, what it shows, and a button to the tab with more. */
function GlanceCard({
  title,
  testId,
  action,
  children,
}: {
  title: string;
  testId: string;
  action: { label: string; onClick: () => void } | null;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Stack spacing={0.5}>
          <Typography variant="overline" color="text.secondary" component="h3">
            {title}
          </Typography>
          {children}
          {action && (
            <Button size="small" onClick={action.onClick} sx={{ alignSelf: 'flex-start', px: 0 }}>
              {action.label}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A count with what it counts. */
function Figure({
  title,
  value,
  note,
  action = null,
}: {
  title: string;
  value: string;
  note: string;
  action?: { label: string; onClick: () => void } | null;
}) {
  return (
    <GlanceCard title={title} testId="overview-figure" action={action}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </GlanceCard>
  );
}

/**
 * What the listing brought lately, at a glance: leads waiting for a reply, the last 30 days' profile views
 * and leads against the 30 before, and the next open house. The overview showed only the subscription,
 * the profile's status and pending changes, and an owner had to open three tabs to see whether the
 * listing was working. Leads and open houses come with premium.
 */
export function OverviewFigures({
  schoolId,
  isPremium,
  openTab,
}: {
  schoolId: number;
  isPremium: boolean;
  openTab: (tab: DashboardTab) => void;
}) {
  const analytics = useGetSchoolAnalyticsQuery(
    { schoolId, days: OVERVIEW_DAYS },
    { refetchOnMountOrArgChange: true },
  ).currentData;
  const leads = useListSchoolLeadsQuery(
    { schoolId, page: 1, limit: 1 },
    { skip: !isPremium, refetchOnMountOrArgChange: true },
  ).currentData;
  const openHouses = useListSchoolOpenHousesQuery({ schoolId }, { skip: !isPremium }).currentData;

  const metric = (name: AnalyticsMetric) => analytics?.totals.find((delta) => delta.metric === name);
  const trend = (name: AnalyticsMetric) => {
    const delta = metric(name);
    const window = `Last ${OVERVIEW_DAYS} days`;
    if (!delta || (delta.current === 0 && delta.previous === 0)) return window;
    if (delta.changePercent === null) return `${window}, none the ${OVERVIEW_DAYS} before`;
    return `${window}, ${formatChange(delta)} on the ${OVERVIEW_DAYS} before`;
  };
  const count = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));
  const now = Date.now();
  const next = openHouses
    ?.filter((openHouse) => openHouse.status === 'scheduled' && Date.parse(openHouse.startsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];

  return (
    <Grid container spacing={2} component="section" aria-label="Your listing at a glance">
      {isPremium && (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Figure
            title="New leads"
            value={count(leads?.newCount)}
            note={leads?.newCount === 0 ? 'None waiting for a reply' : 'Waiting for a reply'}
            action={{ label: 'Open Leads', onClick: () => openTab('Leads') }}
          />
        </Grid>
      )}
      {/* Two to a row on a phone: the figures are short, and seven full-width cards buried the tabs below. */}
      <Grid size={{ xs: 6, md: isPremium ? 3 : 6 }}>
        <Figure title="Profile views" value={count(metric('profileViews')?.current)} note={trend('profileViews')} />
      </Grid>
      <Grid size={{ xs: 6, md: isPremium ? 3 : 6 }}>
        <Figure
          title="Leads"
          value={count(metric('leads')?.current)}
          note={trend('leads')}
          action={{ label: 'See Analytics', onClick: () => openTab('Analytics') }}
        />
      </Grid>
      {isPremium && (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <GlanceCard
            title="Next open house"
            testId="overview-next-open-house"
            action={{ label: next || !openHouses ? 'Open houses' : 'Plan one', onClick: () => openTab('Open houses') }}
          >
            {next ? (
              <>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
                  {next.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatOpenHouseTime(next.startsAt, next.endsAt)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {next.confirmedCount} / {next.capacity} seats booked
                </Typography>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {openHouses ? 'None scheduled' : '—'}
              </Typography>
            )}
          </GlanceCard>
        </Grid>
      )}
    </Grid>
  );
}
