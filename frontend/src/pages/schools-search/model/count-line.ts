import { formatCount } from '@/shared/lib/format';

function schools(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'school' : 'schools'}`;
}

/**
 * The line under the results' heading in list view (docs/product.md "Search": 'Showing X-Y of N schools', in the
 * singular for one). `lowerBound`: the server counted at least N.
 */
export function listCountLine(from: number, to: number, total: number, lowerBound = false): string {
  if (total === 0) return '0 schools';
  return `Showing ${from}-${to} of ${formatCount(total)}${lowerBound ? '+' : ''} ${total === 1 ? 'school' : 'schools'}`;
}

/**
 * The same line in map view, which has no pages: what the map shows. `onMap` counts the matching schools
 * with a map location, `matching` all of them (null when unknown); a school without a location is not on it.
 */
export function mapCountLine(onMap: number, matching: number | null): string {
  if (matching !== null && matching > onMap) return `${formatCount(onMap)} of ${schools(matching)} on the map`;
  return `${schools(onMap)} on the map`;
}
