export { SchoolDashboardPage as default } from './ui/school-dashboard-page';
