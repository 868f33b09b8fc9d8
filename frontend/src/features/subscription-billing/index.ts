export { PortalBillingTab } from './ui/portal-billing-tab';
export type { PortalBillingTabProps } from './ui/portal-billing-tab';
export { DashboardBillingTab } from './ui/dashboard-billing-tab';
export type { DashboardBillingTabProps } from './ui/dashboard-billing-tab';
export { exactPrice, perInterval, planCardPrice, yearlySavings } from './model/plan-pricing';
export type { PricedPlan, YearlySavings } from './model/plan-pricing';
