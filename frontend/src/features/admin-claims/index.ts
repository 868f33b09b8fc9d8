export { AdminClaimsTab } from './ui/admin-claims-tab';
