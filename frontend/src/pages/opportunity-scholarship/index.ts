export { OpportunityScholarshipPage as default } from './ui/opportunity-scholarship-page';
