export { ChangeFields, ChangeStatusChip } from './ui/change-details';
export { CHANGE_TYPE_LABELS } from './model/pending-change';
