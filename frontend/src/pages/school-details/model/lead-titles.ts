import type { LeadType } from './lead-form';

/** The two requests' names: the buttons that open the form and the form's title. */
export const LEAD_TITLES: Record<LeadType, string> = {
  information: 'Request Information',
  tour: 'Schedule a Tour',
};
