export { SandboxCheckoutPage as default } from './ui/sandbox-checkout-page';
export { SandboxBillingPortalPage } from './ui/sandbox-billing-portal-page';
