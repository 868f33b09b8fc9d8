export { PortalBillingTab } from './ui/portal-billing-tab';
export { DashboardBillingTab } from './ui/dashboard-billing-tab';
export { SANDBOX_TEST_CARDS, TestModeAuthentication } from './ui/test-mode-authentication';
export { exactPrice, perInterval, planCardPrice, yearlySavings } from './model/plan-pricing';
export { usePortalSubscription, type PaidSchoolState } from './model/awaited-subscription';
export { subscriptionLabel, type SubscriptionLabel } from './model/subscription-label';
