/**
 * The family's entries for the shortlist's and compare page's estimator (issue 40): typed once, used for
 * every school, and kept while the tab is open, so going from the shortlist to the comparison keeps them.
 * THEY STAY IN THIS TAB'S MEMORY: a module variable, never storage, a URL, a request or an analytics event;
 * a reload or closing the tab forgets them (docs/decisions/cost-schedule.md). The server never sets it
 * (it changes only on the family's input), and renders from the empty entries.
 */
import { useSyncExternalStore } from 'react';

export interface HouseholdEntries {
  /** As typed: '4', '$85,000'. */
  size: string;
  income: string;
  /** Each child's grade next school year; null until the family picks one (the form offers a first grade). */
  grades: number[] | null;
}

export const EMPTY_ENTRIES: HouseholdEntries = Object.freeze({ size: '', income: '', grades: null });

let current: HouseholdEntries = EMPTY_ENTRIES;
const listeners = new Set<() => void>();

export const householdEntries = {
  get: (): HouseholdEntries => current,
  set(next: HouseholdEntries): void {
    current = next;
    listeners.forEach((listener) => listener());
  },
  clear(): void {
    householdEntries.set(EMPTY_ENTRIES);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useHouseholdEntries(): [HouseholdEntries, (next: HouseholdEntries) => void] {
  const entries = useSyncExternalStore(householdEntries.subscribe, householdEntries.get, () => EMPTY_ENTRIES);
  return [entries, householdEntries.set];
}

/** Digits only: '$85,000' reads as 85000; empty stays empty (not zero). */
export const wholeNumber = (text: string) => {
  const digits = text.replace(/[^\d]/g, '');
  return digits === '' ? NaN : Number(digits);
};
