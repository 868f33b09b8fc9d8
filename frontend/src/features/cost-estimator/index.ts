export { CostScheduleTables } from './ui/cost-schedule-tables';
export { CostEstimator } from './ui/cost-estimator';
export { SchoolsCostEstimator, aidText, type EstimatedSchool } from './ui/schools-cost-estimator';
export { GRADES, bandName, dollars, gradeName, perChildRanges, rangeText } from './model/estimate';
export { householdEntries } from './model/household-entries';
export {
  AID_PROVIDER_LABELS,
  FEE_LABELS,
  PAYMENT_PLAN_LABELS,
  discountText,
  feeLabel,
  isStale,
} from './model/schedule-words';
