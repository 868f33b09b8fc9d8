export { ConfirmAlertPage } from './ui/confirm-alert-page';
export { ManageAlertsPage } from './ui/manage-alerts-page';
export { UnsubscribeAlertPage } from './ui/unsubscribe-alert-page';
