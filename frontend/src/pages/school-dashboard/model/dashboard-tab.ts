/** The school dashboard's tabs (the open one is in the URL, `?tab=leads`). */
export type DashboardTab =
  | 'Overview'
  | 'Leads'
  | 'Reviews'
  | 'Analytics'
  | 'Open houses'
  | 'Profile'
  | 'Costs'
  | 'Articles'
  | 'Pending'
  | 'Billing';
