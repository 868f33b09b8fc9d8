import { useSyncExternalStore } from 'react';

/** Where the open houses take place: the server renders their times in this zone. */
const LAS_VEGAS = 'America/Los_Angeles';

const noSubscription = () => () => undefined;

/**
 * The zone to show an open house's time in. The server cannot know the visitor's zone, so the HTML
 * (and the browser's hydration of it) shows Las Vegas time with its zone named; right after
 * hydration the browser shows the visitor's own zone (`undefined`: the browser's default). Without
 * this, a visitor outside Las Vegas got a hydration mismatch (React error 418) on every page listing
 * open houses (issue 21).
 */
export function useVisitorTimeZone(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => undefined,
    () => LAS_VEGAS,
  );
}
