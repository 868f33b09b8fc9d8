export { SetPasswordPage as default } from './ui/set-password-page';
