export {
  CLOSED_REASON_LABELS,
  STATUS_LABELS,
  TYPE_LABELS,
  statusLabel,
  typeLabel,
  type LeadStatus,
} from './model/lead-labels';
