export { EmailMeNewMatchesButton } from './ui/email-me-new-matches-button';
export { SaveSearchAlertDialog } from './ui/save-search-alert-dialog';
export { alertFilters } from './model/alert-filters';
