import { ApiProperty } from '@nestjs/swagger';
import type { ImportReport, ImportRowReport } from '../../application/import-catalogue';

const ACTIONS = ['create', 'update', 'unchanged', 'refuse', 'skip'] as const;

export class CatalogueImportSummary {
  @ApiProperty() create: number;
  @ApiProperty() update: number;
  @ApiProperty() unchanged: number;
  @ApiProperty() refuse: number;
  @ApiProperty() skip: number;
}

/** What the import does (or would do) with one row of the file. */
export class CatalogueImportRow {
  @ApiProperty({ description: 'Line of the file the row starts on (the header is line 1)' })
  line: number;

  @ApiProperty({ enum: ACTIONS, enumName: 'CatalogueImportAction' })
  action: (typeof ACTIONS)[number];

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  externalId: string | null;

  @ApiProperty({ type: Number, nullable: true })
  schoolId: number | null;

  @ApiProperty({ type: String, nullable: true })
  slug: string | null;

  @ApiProperty({ enum: ['external_id', 'slug', 'name'], nullable: true, type: String })
  matchedBy: 'external_id' | 'slug' | 'name' | null;

  @ApiProperty({ type: [String], description: 'Fields the row sets (create) or changes (update)' })
  fields: string[];

  @ApiProperty({ type: [String], description: 'Fields edited by hand in the product, left as they are' })
  kept: string[];

  @ApiProperty({ type: [String], description: 'Why the row is refused or skipped' })
  reasons: string[];

  static from(row: ImportRowReport): CatalogueImportRow {
    return Object.assign(new CatalogueImportRow(), row);
  }
}

export class CatalogueImportResponse {
  @ApiProperty({ enum: ['catalogue', 'nces-pss'], enumName: 'CatalogueFormat' })
  format: 'catalogue' | 'nces-pss';

  @ApiProperty({ description: 'True when the schools were written; false for a dry run' })
  applied: boolean;

  @ApiProperty({ type: CatalogueImportSummary })
  summary: CatalogueImportSummary;

  @ApiProperty({ type: [CatalogueImportRow] })
  rows: CatalogueImportRow[];

  static from(report: ImportReport): CatalogueImportResponse {
    return Object.assign(new CatalogueImportResponse(), {
      format: report.format,
      applied: report.applied,
      summary: Object.assign(new CatalogueImportSummary(), report.summary),
      rows: report.rows.map((row) => CatalogueImportRow.from(row)),
    });
  }
}
