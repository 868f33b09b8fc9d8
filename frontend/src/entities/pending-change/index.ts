export { ChangeFields, ChangeStatusChip } from './ui/change-details';
export { CHANGE_STATUS, CHANGE_TYPE_LABELS, changeLines } from './model/pending-change';
export type { ChangeLine, ChangeStatus, ChangeType } from './model/pending-change';
