import { Controller, Get, Header, HttpCode, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse, ValidationFailedException } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { ExportCostSchedules, ImportCostSchedules } from '../application/cost-schedules-csv';
import { CostCsvFileError } from '../domain/costs.errors';
import {
  CostSchedulesImportQuery,
  CostSchedulesImportResponse,
  CostSchedulesImportUpload,
} from './dto/cost-schedules-csv.dto';

/** A file of a few thousand schools' schedules is well under a megabyte; this leaves room for long names. */
export const COST_CSV_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Text of the upload: UTF-8 (with or without a BOM), else Windows-1252 as older spreadsheets save it. */
function decode(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/**
 * The admin Data tab's cost schedules as CSV, out and in, keyed by school slug (docs/decisions/cost-schedule.md):
 * costs' own file beside directory's catalogue CSV, so `school_cost_schedule` keeps one writer.
 */
@ApiTags('costs')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin/cost-schedules')
export class AdminCostSchedulesController {
  constructor(
    private readonly exportSchedules: ExportCostSchedules,
    private readonly importSchedules: ImportCostSchedules,
  ) {}

  /** Every school not archived, one a row, with its schedule (empty cells where it has none). */
  @Get('export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="cost-schedules.csv"')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV, one school a row' })
  exportCostSchedulesCsv(): Promise<string> {
    return this.exportSchedules.execute();
  }

  /**
   * A dry run (the default) reports per row what would be created, updated, left unchanged or skipped;
   * `dryRun=false` applies it in one transaction. A file with a refused row answers 400 naming each
   * refused line and column (`line 3: tuition_bands`), dry run or not, and nothing is written.
   */
  @Post('import')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: COST_CSV_UPLOAD_MAX_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CostSchedulesImportUpload })
  @ApiOkResponse({ type: CostSchedulesImportResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each refused line and column with its reason' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse })
  async importCostSchedulesCsv(
    @CurrentUser() admin: SessionUser,
    @Query() query: CostSchedulesImportQuery,
    @UploadedFile() file: { buffer: Buffer; originalname: string } | undefined,
  ): Promise<CostSchedulesImportResponse> {
    if (!file?.buffer?.length) throw new CostCsvFileError('Choose a CSV file to upload (form field "file")');
    const report = await this.importSchedules.execute({
      actorId: admin.id,
      csv: decode(file.buffer),
      apply: query.dryRun === false,
      fileName: file.originalname,
    });
    if (report.problems.length) {
      const errors: Record<string, string[]> = {
        file: [
          `The file was refused: ${new Set(report.problems.map((p) => p.line)).size} of ${report.rows.length} rows cannot be imported. Nothing was written.`,
        ],
      };
      for (const problem of report.problems)
        (errors[`line ${problem.line}: ${problem.column}`] ??= []).push(problem.message);
      throw new ValidationFailedException(errors);
    }
    return CostSchedulesImportResponse.from(report);
  }
}
