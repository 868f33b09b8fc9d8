export { LoginPage as default } from './ui/login-page';
