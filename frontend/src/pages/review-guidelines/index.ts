export { ReviewGuidelinesPage as default } from './ui/review-guidelines-page';
