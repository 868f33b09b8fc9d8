export { AuthTestPage as default } from './ui/auth-test-page';
