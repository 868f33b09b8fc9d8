export { EmailMeNewMatchesButton } from './ui/email-me-new-matches-button';
export { alertFilters } from './model/alert-filters';
