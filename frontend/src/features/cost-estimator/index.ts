export { CostScheduleTables } from './ui/cost-schedule-tables';
export { CostEstimator } from './ui/cost-estimator';
export { GRADES, bandName, dollars, gradeName } from './model/estimate';
export { AID_PROVIDER_LABELS, FEE_LABELS, PAYMENT_PLAN_LABELS } from './model/schedule-words';
