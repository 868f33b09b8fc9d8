import type { DashboardTab } from './dashboard-tab';

/**
 * The school dashboard's state in its URL, so a link can open it where it points and a reload keeps it:
 * `tab` (the open tab, lower case), `school` (which of the owner's schools) and `lead` (the lead whose
 * detail is open in the Leads tab; the new-lead e-mail links to `?tab=leads&school=<id>&lead=<uuid>`).
 */
export const LEAD_PARAM = 'lead';

/** The tab the URL asks for: `tab`, else Leads when a lead is named, else the overview. */
export function tabFromUrl(params: URLSearchParams, tabs: readonly DashboardTab[]): DashboardTab {
  const wanted = params.get('tab')?.toLowerCase() ?? (params.get(LEAD_PARAM) ? 'leads' : undefined);
  return tabs.find((name) => name.toLowerCase() === wanted) ?? 'Overview';
}

/** Another tab: an open lead's detail belongs to the Leads tab, so it closes. */
export function withTab(params: URLSearchParams, tab: DashboardTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'Overview') next.delete('tab');
  else next.set('tab', tab.toLowerCase());
  next.delete(LEAD_PARAM);
  return next;
}

/** Another of the owner's schools: the lead that was open is not in that school's inbox. */
export function withSchool(params: URLSearchParams, schoolId: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('school', String(schoolId));
  next.delete(LEAD_PARAM);
  return next;
}

/** The lead whose detail is open, or none (`lead` leaves the URL). */
export function leadFromUrl(params: URLSearchParams): string | null {
  return params.get(LEAD_PARAM)?.trim() || null;
}

export function withLead(params: URLSearchParams, leadId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (leadId) next.set(LEAD_PARAM, leadId);
  else next.delete(LEAD_PARAM);
  return next;
}
