import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip } from '@mui/material';
import { statusLabel, statusTone } from '../model/lead-pipeline';

export function LeadStatusChip({ status, closedReason }: { status: string; closedReason?: string | null }) {
  return <Chip size="small" label={statusLabel(status, closedReason)} color={statusTone(status)} />;
}

/** A lead still new 48 hours after it arrived. */
export function OverdueChip() {
  return <Chip size="small" color="warning" icon={<ScheduleIcon />} label="Overdue" />;
}
