export { DisclaimerPage as default } from './ui/disclaimer-page';
