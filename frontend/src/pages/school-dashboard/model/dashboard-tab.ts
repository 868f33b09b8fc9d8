/** The school dashboard's tabs (the open one is in the URL, `?tab=leads`). */
export type DashboardTab =
  | 'Overview'
  | 'Leads'
  | 'Reviews'
  | 'Corrections'
  | 'Analytics'
  | 'Open houses'
  | 'Profile'
  | 'Costs'
  | 'Articles'
  | 'Pending'
  | 'Billing';
