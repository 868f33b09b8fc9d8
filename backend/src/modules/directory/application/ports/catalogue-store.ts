import type { School } from '../../domain/school';

/** A school as the catalogue export writes it (its neighborhood by name). */
export interface CatalogueExportRow {
  school: School;
  neighborhood: string | null;
}

/** What the catalogue import and export read beside the school rows themselves. */
export abstract class CatalogueStore {
  abstract findByExternalIds(externalIds: string[]): Promise<School[]>;
  abstract findBySlugs(slugs: string[]): Promise<School[]>;
  /**
   * The fields of each school a person changed by hand in the product (the
   * audit trail's `school.updated`, `school.change_applied` and
   * `school.status_changed` entries: an owner's live edit, an owner's change an
   * admin approved, an admin's edit or Live/Draft switch), by school id.
   */
  abstract handEditedFields(schoolIds: number[]): Promise<Map<number, Set<string>>>;
  /** Neighborhood ids by lowercased name. */
  abstract neighborhoodIds(): Promise<Map<string, number>>;
  /** Every school, live or draft, by name then id. */
  abstract exportRows(): Promise<CatalogueExportRow[]>;
}
