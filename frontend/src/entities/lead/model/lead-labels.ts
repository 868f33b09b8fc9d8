import {
  CLOSED_REASON_LABELS as SERVER_CLOSED_REASON_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_TYPE_LABELS,
} from '@lead-labels';
import type { LeadType } from '@/shared/api/signed-in';

/** A lead's status, as the server keeps it. */
export type LeadStatus = 'new' | 'contacted' | 'tour_scheduled' | 'toured' | 'applied' | 'enrolled' | 'closed' | 'spam';

/**
 * The one name of each status, wherever a lead is shown (the school's inbox, the admin's Leads tab, the
 * server's CSV: backend leads/domain/lead-labels.ts).
 */
export const STATUS_LABELS: Record<LeadStatus, string> = LEAD_STATUS_LABELS;

/**
 * The one name of each lead type, wherever one is shown (inbox chips, the type filter, the detail, analytics,
 * the admin's list). `open_house` leads come from open-house RSVPs, not from the school page's form.
 */
export const TYPE_LABELS: Record<LeadType, string> = LEAD_TYPE_LABELS;

/** Why a lead was closed, by name (the server's CSV names them alike). */
export const CLOSED_REASON_LABELS: Record<keyof typeof SERVER_CLOSED_REASON_LABELS, string> =
  SERVER_CLOSED_REASON_LABELS;

/** 'Information', 'Open house RSVP'; an unknown type (a newer server) as it came. */
export function typeLabel(type: string): string {
  return TYPE_LABELS[type as LeadType] ?? type;
}

/** 'Tour Scheduled'; an unknown status as it came. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status as LeadStatus] ?? status;
}
