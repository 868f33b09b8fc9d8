export { AdminDashboardPage as default } from './ui/admin-dashboard-page';
