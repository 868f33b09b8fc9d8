/** The school dashboard's tabs (the open one is in the URL, `?tab=leads`). */
export type DashboardTab =
  'Overview' | 'Leads' | 'Reviews' | 'Analytics' | 'Open houses' | 'Profile' | 'Articles' | 'Pending' | 'Billing';
