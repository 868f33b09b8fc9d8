import { ApiProperty } from '@nestjs/swagger';
import { REFERRER_CLASSES } from '../../domain/referrer-class';
import { MIN_VISITORS_FOR_RATE } from '../../domain/reporting-window';
import { METRICS, type SchoolAnalytics } from '../../infrastructure/analytics-reads';

export class AnalyticsRangeResponse {
  @ApiProperty({ example: '2026-10-25' })
  from: string;

  @ApiProperty({ example: '2026-11-23' })
  to: string;
}

export class MetricDeltaResponse {
  @ApiProperty({ enum: METRICS, enumName: 'AnalyticsMetric' })
  metric: (typeof METRICS)[number];

  @ApiProperty()
  current: number;

  @ApiProperty()
  previous: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Change in percent; null when the previous period had none',
  })
  changePercent: number | null;
}

export class KindCountResponse {
  @ApiProperty()
  kind: string;

  @ApiProperty()
  count: number;
}

export class TypeCountResponse {
  @ApiProperty()
  type: string;

  @ApiProperty()
  count: number;
}

export class ReferrerCountResponse {
  @ApiProperty({ enum: REFERRER_CLASSES, enumName: 'ReferrerClass' })
  referrerClass: string;

  @ApiProperty({ description: 'Profile views from this class' })
  count: number;
}

export class SchoolDayResponse {
  @ApiProperty({ example: '2026-11-23' })
  day: string;

  @ApiProperty()
  impressions: number;

  @ApiProperty()
  profileViews: number;

  @ApiProperty()
  clicks: number;

  @ApiProperty()
  leads: number;

  @ApiProperty({ description: 'Times a family put the school on their shortlist' })
  shortlistAdds: number;

  @ApiProperty({ description: 'Times a family added the school to a comparison' })
  compareAdds: number;
}

export class PeerComparisonResponse {
  @ApiProperty({ type: String, nullable: true })
  schoolType: string | null;

  @ApiProperty({ description: 'Active premium schools of this type (this one included)' })
  groupSize: number;

  @ApiProperty({ type: Number, nullable: true, description: 'null below 5 schools' })
  medianProfileViews: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'null below 5 schools' })
  medianLeads: number | null;
}

/** Requests sent from the profile page and its unique visitors; a percentage only where it is a true share. */
export class ProfileConversionResponse {
  @ApiProperty({ description: "Information and tour requests sent with the profile page's form (RSVPs not counted)" })
  requests: number;

  @ApiProperty({ description: 'Unique visitors of the profile page' })
  visitors: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: `requests ÷ visitors in percent, one decimal; null below ${MIN_VISITORS_FOR_RATE} visitors or when requests exceed visitors (show the counts)`,
  })
  percent: number | null;
}

/** The owner's Analytics tab for one window. */
export class SchoolAnalyticsResponse {
  @ApiProperty()
  schoolId: number;

  @ApiProperty()
  days: number;

  @ApiProperty({ type: AnalyticsRangeResponse })
  current: AnalyticsRangeResponse;

  @ApiProperty({ type: AnalyticsRangeResponse })
  previous: AnalyticsRangeResponse;

  @ApiProperty({ type: [MetricDeltaResponse] })
  totals: MetricDeltaResponse[];

  @ApiProperty({
    type: ProfileConversionResponse,
    description: "Of the profile's unique visitors, how many sent a request from it",
  })
  conversion: ProfileConversionResponse;

  @ApiProperty({ type: [KindCountResponse] })
  clicksByKind: KindCountResponse[];

  @ApiProperty({ type: [SchoolDayResponse] })
  daily: SchoolDayResponse[];

  @ApiProperty({ type: [ReferrerCountResponse] })
  referrers: ReferrerCountResponse[];

  @ApiProperty({ type: [TypeCountResponse] })
  leadsByType: TypeCountResponse[];

  @ApiProperty({ type: Number, nullable: true })
  medianFirstResponseMinutes: number | null;

  @ApiProperty({ type: PeerComparisonResponse })
  peers: PeerComparisonResponse;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the figures were last rolled up',
  })
  lastRolledUpAt: string | null;

  static from(data: SchoolAnalytics): SchoolAnalyticsResponse {
    return { ...data, lastRolledUpAt: data.lastRolledUpAt?.toISOString() ?? null };
  }
}
