export { AccountPage as default } from './ui/account-page';
export { ConfirmEmailPage } from './ui/confirm-email-page';
