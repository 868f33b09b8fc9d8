export { exactPrice, perInterval, planCardPrice, yearlySavings } from './model/plan-pricing';
export type { PricedPlan, YearlySavings } from './model/plan-pricing';
