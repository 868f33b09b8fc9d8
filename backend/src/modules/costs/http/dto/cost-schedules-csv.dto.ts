import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { QueryBoolean } from '../../../../shared/http';
import type { CostImportReport } from '../../application/cost-schedules-csv';

/** The upload form: the CSV file (multipart field `file`). */
export class CostSchedulesImportUpload {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The cost schedules CSV (the export’s layout)' })
  file: unknown;
}

export class CostSchedulesImportQuery {
  @ApiPropertyOptional({ description: 'true: only report what would happen (the default); false: apply' })
  @QueryBoolean()
  @IsOptional()
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}

const ACTIONS = ['create', 'update', 'unchanged', 'skip'] as const;

export class CostSchedulesImportSummary {
  @ApiProperty() create: number;
  @ApiProperty() update: number;
  @ApiProperty() unchanged: number;
  @ApiProperty({ description: 'Rows with every schedule cell empty: left as they are' }) skip: number;
}

export class CostSchedulesImportRow {
  @ApiProperty({ description: 'Line of the file the row starts on (the header is line 1)' })
  line: number;
  @ApiProperty()
  slug: string;
  @ApiProperty({ type: String, nullable: true })
  schoolName: string | null;
  @ApiProperty({ enum: ACTIONS, enumName: 'CostSchedulesImportAction' })
  action: (typeof ACTIONS)[number];
}

/** What the import did (or, in a dry run, would do); a file with a refused row answers 400 instead. */
export class CostSchedulesImportResponse {
  @ApiProperty({ description: 'True once written' })
  applied: boolean;
  @ApiProperty({ type: CostSchedulesImportSummary })
  summary: CostSchedulesImportSummary;
  @ApiProperty({ type: [CostSchedulesImportRow] })
  rows: CostSchedulesImportRow[];

  static from(report: CostImportReport): CostSchedulesImportResponse {
    return { applied: report.applied, summary: report.summary, rows: report.rows };
  }
}
