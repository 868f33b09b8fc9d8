/**
 * Analytics beacons (issue 18): events are queued and sent in small batches
 * with `navigator.sendBeacon` (a text/plain JSON body: no preflight, no
 * cookie set, and it survives the page being closed). A batch goes out after
 * a short delay, when it is full, and when the page is hidden or left. The
 * server drops bots, admins and the school's own owners, and keeps no visitor
 * hash for browsers with Global Privacy Control.
 */
export type SchoolEventKind =
  | 'impression'
  | 'profile_view'
  | 'click_website'
  | 'click_phone'
  | 'click_email'
  | 'click_directions'
  | 'click_social'
  | 'click_video'
  | 'shortlist_add'
  | 'compare_add';

interface SchoolEvent {
  kind: SchoolEventKind;
  schoolId: number;
  referrer?: string;
}

interface SearchEvent {
  kind: 'search';
  query?: string;
  filters?: Record<string, string | number | boolean | Array<string | number>>;
  resultCount: number;
}

type BeaconEvent = SchoolEvent | SearchEvent;

export const BEACON_URL = '/api/analytics/events';
/** The server refuses more than 50 per beacon. */
const MAX_BATCH = 20;
const FLUSH_AFTER_MS = 2000;

let queue: BeaconEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
const landing = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;

function canSend(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function';
}

/** Sends what is queued now (also called on page hide). */
export function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (queue.length) {
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    try {
      navigator.sendBeacon(BEACON_URL, JSON.stringify({ events: batch }));
    } catch {
      // Analytics never breaks the page.
    }
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  window.addEventListener('pagehide', flushAnalytics);
}

function enqueue(event: BeaconEvent): void {
  if (!canSend()) return;
  listen();
  queue.push(event);
  if (queue.length >= MAX_BATCH) flushAnalytics();
  else if (!timer) timer = setTimeout(flushAnalytics, FLUSH_AFTER_MS);
}

/**
 * Where the visitor came from: the browser's referrer on the page the visit
 * landed on, this site once they have moved within the app (the server keeps
 * only the class: search, social, direct, internal, other).
 */
export function currentReferrer(): string {
  const here = window.location.pathname + window.location.search;
  return here === landing ? document.referrer : window.location.origin + '/';
}

/** One event about a school (a click, a view, a shortlist or compare add). */
export function trackSchoolEvent(kind: SchoolEventKind, schoolId: number): void {
  enqueue(kind === 'profile_view' ? { kind, schoolId, referrer: currentReferrer() } : { kind, schoolId });
}

/** The schools shown in a page of directory results. */
export function trackImpressions(schoolIds: readonly number[]): void {
  for (const schoolId of schoolIds) enqueue({ kind: 'impression', schoolId });
}

/** A directory search and how many schools it found (for the admin's top and no-result searches). */
export function trackSearch(search: Omit<SearchEvent, 'kind'>): void {
  enqueue({ kind: 'search', ...search });
}

/** For the shortlist feature: a family added the school to their shortlist. */
export const trackShortlistAdd = (schoolId: number) => trackSchoolEvent('shortlist_add', schoolId);
/** For the compare feature: a family added the school to a comparison. */
export const trackCompareAdd = (schoolId: number) => trackSchoolEvent('compare_add', schoolId);

/**
 * Props for a link whose clicks count (`data-track`); a page reads them with
 * `trackClicksWithin`.
 */
export function trackedClick(kind: SchoolEventKind): { 'data-track': SchoolEventKind } {
  return { 'data-track': kind };
}

/** A capture-phase click handler for a page: a click on (or inside) an element with `data-track` counts for the school. */
export function trackClicksWithin(schoolId: number | undefined) {
  return (event: { target: EventTarget | null }) => {
    if (schoolId === undefined) return;
    const element = event.target instanceof Element ? event.target.closest('[data-track]') : null;
    const kind = element?.getAttribute('data-track') as SchoolEventKind | null | undefined;
    if (kind) {
      trackSchoolEvent(kind, schoolId);
      // A click that leaves the page (tel:, a new tab) should not wait for the timer.
      flushAnalytics();
    }
  };
}
