export { AdmissionTipsPage as default } from './ui/admission-tips-page';
