export { SubscriptionPage as default } from './ui/subscription-page';
