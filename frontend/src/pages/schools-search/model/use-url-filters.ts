import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePlaceNames } from '@/entities/place';
import {
  changedKeys,
  filtersFromSearchParams,
  filtersToSearchParams,
  locationAsCentre,
  type SchoolFilters,
} from '@/shared/lib/url-filters';

/** `?view=map`: the directory shows its map (kept in the address so Back from a school and a shared link return to it). */
export const VIEW_PARAM = 'view';
export type DirectoryView = 'list' | 'map';

/** The view an address names: the list unless it says `view=map`. */
export function viewFromSearchParams(params: URLSearchParams): DirectoryView {
  return params.get(VIEW_PARAM) === 'map' ? 'map' : 'list';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies what a control changed (`next` against the filters it was rendered with, `base`) onto the latest
 * filters. React Router renders a navigation as a transition, so on a slow device a second click can arrive
 * before the first one's URL is rendered; its control still holds the old filters, and writing them whole
 * would undo the first change (seen: 'Any grade', then 'Deadline not passed' brought the grade back).
 */
export function rebaseFilters(base: SchoolFilters, next: SchoolFilters, latest: SchoolFilters): SchoolFilters {
  if (same(base, latest)) return next;
  const merged: Record<string, unknown> = { ...latest };
  let filtered = false;
  // What the control set on purpose counts even where it equals its (older) render: 'Any grade' chosen while
  // the page still showed the search from before the grade was picked.
  const intended = new Set<keyof SchoolFilters>(changedKeys(next) ?? []);
  for (const key of new Set([...Object.keys(base), ...Object.keys(next)]) as Set<keyof SchoolFilters>) {
    if (!intended.has(key) && same(base[key], next[key])) continue;
    merged[key] = next[key];
    if (key !== 'page') filtered = true;
  }
  // A changed filter starts at the control's page (the first), whatever page the URL had reached.
  if (filtered) merged.page = next.page;
  return merged as unknown as SchoolFilters;
}

/** The browser's query string as URLSearchParams writes it (the router's `searchParams.toString()`). */
function addressQuery(): string | null {
  return typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).toString();
}

/**
 * The directory's filters, read from the URL on every location change and
 * written back as a new history entry, so Back/Forward walk through searches
 * (`replace` corrects the current entry instead, e.g. a page past the end).
 *
 * `pending`: a change was written to the address that the page has not rendered yet. The router renders a
 * navigation as a transition, so for a moment (0.2-0.7 s on a phone) the address names the new filters while
 * the page still shows the old search; the count line must not pair the old total with them.
 */
export function useUrlFilters(): [
  SchoolFilters,
  (next: SchoolFilters, options?: { replace?: boolean }) => void,
  boolean,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // Set outside the router's transition, so it renders at once, before the new search does.
  const [asked, setAsked] = useState<string | null>(null);
  const pending = asked !== null && asked !== query && addressQuery() !== query;
  // `location` naming a ZIP code or a known place (the home page's search, a plain form) is the centre.
  const placeNames = usePlaceNames();
  const places = useRef(placeNames);
  useLayoutEffect(() => {
    places.current = placeNames;
  }, [placeNames]);
  const filters = useMemo(
    () => locationAsCentre(filtersFromSearchParams(new URLSearchParams(query)), placeNames),
    [query, placeNames],
  );
  // What the controls were last rendered with.
  const rendered = useRef(filters);
  useLayoutEffect(() => {
    rendered.current = filters;
  }, [filters]);
  const setFilters = useCallback(
    (next: SchoolFilters, options?: { replace?: boolean }) => {
      // The newest address is the browser's: the router writes it at once and renders it later. A copy kept
      // from renders went back to an older address when a navigation that was still rendering committed after
      // a newer one was written, and the next change then undid the newer one (a radius lost to a new order).
      const latest = new URLSearchParams(window.location.search);
      const latestFilters = locationAsCentre(filtersFromSearchParams(latest), places.current);
      const params = filtersToSearchParams(rebaseFilters(rendered.current, next, latestFilters));
      // The view is not a filter: a filter changed on the map stays on the map.
      if (viewFromSearchParams(latest) === 'map') params.set(VIEW_PARAM, 'map');
      setAsked(params.toString());
      setSearchParams(params, { replace: options?.replace });
    },
    [setSearchParams],
  );
  return [filters, setFilters, pending];
}

/**
 * The list or the map, from the address. Switching is a new history entry, as a filter or an order is:
 * it used to replace the current one, so Back from the map skipped past it to the entry before it and
 * undid the order chosen just before switching. Back from a school still returns to the view it was
 * opened from.
 */
export function useDirectoryView(): [DirectoryView, (next: DirectoryView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewFromSearchParams(searchParams);
  const setView = useCallback(
    (next: DirectoryView) => {
      // The browser's address, as in useUrlFilters: the router's may not have rendered the newest yet.
      const params = new URLSearchParams(window.location.search);
      if (next === 'map') params.set(VIEW_PARAM, 'map');
      else params.delete(VIEW_PARAM);
      setSearchParams(params);
    },
    [setSearchParams],
  );
  return [view, setView];
}
