/** The lead's vocabulary: types, pipeline stages and closing reasons (shared by the lead and its activity). */
export const LEAD_TYPES = ['information', 'tour', 'open_house'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
/** What a family chooses on the school page's form; `open_house` leads come from RSVPs (open-houses module). */
export const REQUEST_LEAD_TYPES = ['information', 'tour'] as const;
export type RequestLeadType = (typeof REQUEST_LEAD_TYPES)[number];

/** The pipeline in its usual order; `closed` ends it with a reason, `spam` keeps a lead out of it. */
export const LEAD_PIPELINE = ['new', 'contacted', 'tour_scheduled', 'toured', 'applied', 'enrolled'] as const;
export const LEAD_STATUSES = [...LEAD_PIPELINE, 'closed', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What an owner may set: any pipeline stage or closed (spam is decided by the filter or an admin). */
export const OWNER_SETTABLE_STATUSES = [...LEAD_PIPELINE, 'closed'] as const;
export type OwnerSettableStatus = (typeof OWNER_SETTABLE_STATUSES)[number];

export const CLOSED_REASONS = ['enrolled_elsewhere', 'no_response', 'not_a_fit', 'spam'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];
