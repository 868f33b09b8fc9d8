import type {
  AnalyticsMetric,
  MetricDeltaResponse,
  ProfileConversionResponse,
  TypeCountResponse,
} from '@/shared/api/signed-in';
import type { ReportingWindowDays } from '@/shared/lib/reporting-windows';
import { typeLabel } from './lead-pipeline';

export const METRIC_LABELS: Record<AnalyticsMetric, string> = {
  impressions: 'Directory impressions',
  profileViews: 'Profile views',
  uniqueProfileViews: 'Unique profile views',
  clicks: 'Clicks',
  leads: 'Leads',
  shortlistAdds: 'Shortlist adds',
  compareAdds: 'Compare adds',
};

export const CLICK_LABELS: Record<string, string> = {
  click_website: 'Website',
  click_phone: 'Phone',
  click_email: 'E-mail',
  click_directions: 'Directions',
  click_social: 'Social links',
  click_video: 'Videos',
};

export const REFERRER_LABELS: Record<string, string> = {
  search: 'Search engines',
  social: 'Social networks',
  direct: 'Direct',
  internal: 'This directory',
  other: 'Other sites',
};

/** '+12.5%', '-3%', '0%', or 'new' when the previous period had none. */
export function formatChange(delta: Pick<MetricDeltaResponse, 'changePercent' | 'current'>): string {
  if (delta.changePercent === null) return delta.current > 0 ? 'new' : '0%';
  const sign = delta.changePercent > 0 ? '+' : '';
  return `${sign}${delta.changePercent.toLocaleString('en-US')}%`;
}

/** 45 → '45 min', 150 → '2 h 30 min', 3000 → '2 d 2 h'; null → 'No answered leads yet'. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return 'No answered leads yet';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** 'Information 3, Tour 1, Open house RSVP 2': each type under the inbox's own name for it. */
export function leadsByTypeText(rows: TypeCountResponse[]): string {
  return rows.map((row) => `${typeLabel(row.type)} ${row.count.toLocaleString('en-US')}`).join(', ');
}

export function analyticsExportHref(schoolId: number, days: ReportingWindowDays): string {
  return `/api/portal/schools/${schoolId}/analytics/export?days=${days}`;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * What the profile's conversion counts, in words: a share of its unique visitors where it is one, else the two
 * counts (too few visitors for a rate, or more requests than visitors the beacon saw).
 */
export function conversionText({ requests, visitors, percent }: ProfileConversionResponse): string {
  const counts = `${plural(requests, 'information or tour request', 'information or tour requests')} from ${plural(visitors, 'unique profile visitor', 'unique profile visitors')}`;
  if (percent !== null)
    return `Profile conversion: ${percent.toLocaleString('en-US')}% of unique profile visitors sent a request (${counts}).`;
  // Some visitors are not counted (blocked or declined analytics) but can still send a request.
  const why = requests > visitors ? 'more requests than counted visitors, so no rate' : 'too few visits for a rate';
  return `Profile conversion: ${counts} (${why}).`;
}
