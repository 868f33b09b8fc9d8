/**
 * The one name of each lead type, status and closing reason, wherever a lead
 * is shown: the school's inbox and the admin's Leads tab (the frontend imports
 * this file through its `@lead-labels` alias) and the leads CSV, so a download
 * reads like the inbox. It therefore imports nothing and holds only plain data
 * both compilers accept; lead-csv.ts checks it covers every value of the
 * vocabulary (lead-status.ts).
 */
export const LEAD_TYPE_LABELS = {
  information: 'Information',
  tour: 'Tour',
  open_house: 'Open house RSVP',
} as const;

export const LEAD_STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  tour_scheduled: 'Tour Scheduled',
  toured: 'Toured',
  applied: 'Applied',
  enrolled: 'Enrolled',
  closed: 'Closed',
  spam: 'Spam',
} as const;

export const CLOSED_REASON_LABELS = {
  enrolled_elsewhere: 'Enrolled elsewhere',
  no_response: 'No response',
  not_a_fit: 'Not a fit',
  spam: 'Spam',
} as const;
