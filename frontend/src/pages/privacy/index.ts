export { PrivacyPage as default } from './ui/privacy-page';
