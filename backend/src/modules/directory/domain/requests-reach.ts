/**
 * Whether a family's request sent through the site reaches anybody (issue 35,
 * "Requests that reach nobody"): the school's active owners are mailed, else
 * the school's own e-mail address; with neither, the request would be stored
 * and read by no one. The school page, the open-house RSVP and the lead intake
 * all ask this one rule, so what the page offers is what the server accepts.
 */
export interface RequestReach {
  /** An active account owns the school (identity's active school_owner with an active user). */
  hasActiveOwner: boolean;
  email: string | null;
}

export function requestsReachSomeone(school: RequestReach): boolean {
  return school.hasActiveOwner || !!school.email?.trim();
}

/** Requests are taken from premium listings only (issue 17), and only where someone receives them. */
export function takesRequests(school: RequestReach & { isPremium: boolean }): boolean {
  return school.isPremium && requestsReachSomeone(school);
}
