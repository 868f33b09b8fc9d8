import {
  CLOSED_REASON_LABELS as ENTITY_CLOSED_REASON_LABELS,
  STATUS_LABELS,
  TYPE_LABELS,
  type LeadStatus,
} from '@/entities/lead';
import type { LeadType } from '@/shared/api/signed-in';

// The labels live with the lead entity (the admin's Leads tab shows them too); the inbox's callers import them here.
export { STATUS_LABELS, TYPE_LABELS, typeLabel, type LeadStatus } from '@/entities/lead';

/**
 * The lead pipeline as the inbox shows it: new → contacted → tour scheduled →
 * toured → applied → enrolled, or closed with a reason. The server enforces
 * the same statuses; these helpers only label them and build the requests.
 */
export const PIPELINE = ['new', 'contacted', 'tour_scheduled', 'toured', 'applied', 'enrolled'] as const;
export type PipelineStatus = (typeof PIPELINE)[number];
/** What the owner may set: any later stage or closed; never back to new, and spam is decided by the filter or an admin. */
export const SETTABLE_STATUSES = ['contacted', 'tour_scheduled', 'toured', 'applied', 'enrolled', 'closed'] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];
/** The inbox's status filter: spam shows what the filter caught (left out of the list otherwise). */
export const FILTER_STATUSES: readonly LeadStatus[] = [...PIPELINE, 'closed', 'spam'];

export const CLOSED_REASONS = ['enrolled_elsewhere', 'no_response', 'not_a_fit', 'spam'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

export const CLOSED_REASON_LABELS: Record<ClosedReason, string> = ENTITY_CLOSED_REASON_LABELS;

/** The types in the order the type filter offers them. */
export const LEAD_TYPES = Object.keys(TYPE_LABELS) as LeadType[];

/** What the family sent, as a reply's subject names it. */
const REQUEST_NAMES: Record<LeadType, string> = {
  information: 'information request',
  tour: 'tour request',
  open_house: 'open house RSVP',
};

export type StatusTone = 'info' | 'primary' | 'secondary' | 'success' | 'default';

/** New asks for attention, the middle steps are work in progress, enrolled is the win, closed is grey. */
export function statusTone(status: string): StatusTone {
  if (status === 'new') return 'info';
  if (status === 'enrolled') return 'success';
  if (status === 'closed' || status === 'spam') return 'default';
  return 'primary';
}

/** 'Contacted', or 'Closed: Not a fit' for a closed lead with its reason. */
export function statusLabel(status: string, closedReason?: string | null): string {
  const label = STATUS_LABELS[status as LeadStatus] ?? status;
  if (status !== 'closed' || !closedReason) return label;
  return `${label}: ${CLOSED_REASON_LABELS[closedReason as ClosedReason] ?? closedReason}`;
}

/** The step after `status` along the pipeline; none after enrolled or once closed. */
export function nextStatus(status: string): PipelineStatus | null {
  const index = PIPELINE.indexOf(status as PipelineStatus);
  return index >= 0 && index < PIPELINE.length - 1 ? PIPELINE[index + 1] : null;
}

export type StatusChange = { status: SettableStatus; closedReason?: ClosedReason };

/**
 * The status update the owner chose, or the reason it cannot be sent yet:
 * closing needs a reason, and choosing the current status changes nothing.
 */
export function statusChange(
  current: { status: string; closedReason?: string | null },
  status: SettableStatus,
  closedReason: ClosedReason | '',
): { change: StatusChange } | { problem: string } {
  if (current.status === 'spam') return { problem: 'A lead marked as spam stays out of the pipeline' };
  if (status === 'closed') {
    if (!closedReason) return { problem: 'Please choose a reason for closing the lead' };
    if (current.status === 'closed' && current.closedReason === closedReason)
      return { problem: 'The lead already has this status' };
    return { change: { status, closedReason } };
  }
  if (status === current.status) return { problem: 'The lead already has this status' };
  return { change: { status } };
}

/** 'Reply by e-mail': the parent's address with a subject naming the request and the school. */
export function replyMailto(lead: { email: string; type: string }, schoolName: string): string {
  const request = REQUEST_NAMES[lead.type as LeadType] ?? REQUEST_NAMES.information;
  const subject = `Your ${request} to ${schoolName}`;
  return `mailto:${lead.email}?subject=${encodeURIComponent(subject)}`;
}

export interface LeadFilters {
  status: LeadStatus | '';
  type: LeadType | '';
  /** 'YYYY-MM-DD', inclusive; empty for no bound. */
  from: string;
  to: string;
  search: string;
}

export const NO_FILTERS: LeadFilters = { status: '', type: '', from: '', to: '', search: '' };

export interface LeadFilterParams {
  status?: LeadStatus;
  type?: LeadType;
  from?: string;
  to?: string;
  search?: string;
}

/** The filters as query parameters, leaving out the empty ones (also the CSV export's query). */
export function filterParams(filters: LeadFilters): LeadFilterParams {
  const params: LeadFilterParams = {};
  if (filters.status) params.status = filters.status;
  if (filters.type) params.type = filters.type;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  const search = filters.search.trim();
  if (search) params.search = search;
  return params;
}

/** Why the date range cannot be applied, or null. */
export function dateRangeProblem(filters: Pick<LeadFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.from > filters.to ? "'From' must be on or before 'To'" : null;
}

/** Whole hours and minutes from the request to the first answer, e.g. '3 h 20 min', '2 days 4 h'. */
export function formatDuration(milliseconds: number): string {
  const minutes = Math.max(0, Math.round(milliseconds / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${rest ? ` ${rest} min` : ''}`;
  return `${rest} min`;
}

export const NOTE_MAX = 2000;

/** 'Nov 23, 2026, 3:30 PM' in the reader's time zone, or '' when missing. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A preferred tour time as the family chose it: 'Tue, Nov 24, 2026 · Morning'. */
export function formatPreferredTime(time: { date: string; period: string }): string {
  const [year, month, day] = time.date.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const label = Number.isNaN(date.getTime())
    ? time.date
    : date.toLocaleDateString('en-US', {
        weekday: 'short',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
  const period = time.period === 'afternoon' ? 'Afternoon' : time.period === 'morning' ? 'Morning' : time.period;
  return `${label} · ${period}`;
}

/** The CSV export of the filtered inbox: a plain download link, the session cookie authenticates it. */
export function leadsExportHref(schoolId: number, filters: LeadFilters): string {
  const query = new URLSearchParams(filterParams(filters) as Record<string, string>).toString();
  const path = `/api/portal/schools/${schoolId}/leads/export`;
  return query ? `${path}?${query}` : path;
}
