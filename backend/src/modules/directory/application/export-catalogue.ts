import { Injectable } from '@nestjs/common';
import { CATALOGUE_COLUMNS, toCatalogueRecord } from '../domain/catalogue/catalogue-row';
import { toCsv } from '../domain/catalogue/csv';
import { CatalogueStore } from './ports/catalogue-store';

/** Every school, live or draft, as catalogue CSV: the layout ImportCatalogue reads back (docs/catalogue-import.md). */
@Injectable()
export class ExportCatalogue {
  constructor(private readonly store: CatalogueStore) {}

  async execute(): Promise<string> {
    const rows = await this.store.exportRows();
    return toCsv([
      CATALOGUE_COLUMNS,
      ...rows.map(({ school, neighborhood }) => toCatalogueRecord({ ...school, neighborhood })),
    ]);
  }
}
