export {
  BEACON_URL,
  currentReferrer,
  flushAnalytics,
  trackClicksWithin,
  trackCompareAdd,
  trackImpressions,
  trackSchoolEvent,
  trackSearch,
  trackShortlistAdd,
  trackedClick,
} from './track';
export type { SchoolEventKind } from './track';
