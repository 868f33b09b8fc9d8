import type { ReactNode } from 'react';

/**
 * One row of the compare table: its label and a cell per school, in the schools' order. The table is the
 * list of these (ui/compare-page.tsx `compareRows`), so a new row (a rating, say) is one more entry.
 */
export interface CompareRow {
  key: string;
  label: ReactNode;
  /** Named above the label of a group's first row ('Features', 'Costs'). */
  group?: string;
  testId?: string;
  cells: ReactNode[];
}
