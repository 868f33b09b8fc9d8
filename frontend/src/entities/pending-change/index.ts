export { ChangeConflicts, ChangeFields, ChangeStatusChip, SubmittedAt } from './ui/change-details';
export type { NewerConflict } from './ui/change-details';
export { CHANGE_TYPE_LABELS, REVERTED_LABEL, fieldLabel, fieldList } from './model/pending-change';
