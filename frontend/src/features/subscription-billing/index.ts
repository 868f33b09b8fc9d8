export { PortalBillingTab } from './ui/portal-billing-tab';
export { DashboardBillingTab } from './ui/dashboard-billing-tab';
export { exactPrice, perInterval, planCardPrice, yearlySavings } from './model/plan-pricing';
