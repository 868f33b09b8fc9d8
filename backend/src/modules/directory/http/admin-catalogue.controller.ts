import { Controller, Get, Header, HttpCode, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse, ValidationFailedException } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { ExportCatalogue } from '../application/export-catalogue';
import { ImportCatalogue } from '../application/import-catalogue';
import { CatalogueFileError } from '../domain/directory.errors';
import { CatalogueImportQuery, CatalogueImportUpload } from './dto/catalogue-import.request';
import { CatalogueImportResponse } from './dto/catalogue-import.response';

/** The largest CSV an admin may upload (the national NCES PSS file is about 15 MB). */
export const CATALOGUE_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

interface UploadedCsv {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/** Text of the upload: UTF-8 (with or without a BOM), else Windows-1252 as older spreadsheets save it. */
function decode(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** The admin dashboard's Data tab: the school catalogue as CSV, out and in (docs/catalogue-import.md). */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin/catalogue')
export class AdminCatalogueController {
  constructor(
    private readonly importCatalogue: ImportCatalogue,
    private readonly exportCatalogue: ExportCatalogue,
  ) {}

  /** Every school, live or draft, in the catalogue layout the import reads back. */
  @Get('export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="schools.csv"')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV, one school a row' })
  async exportSchoolsCsv(): Promise<string> {
    return this.exportCatalogue.execute();
  }

  /**
   * A dry run (the default) reports per row what would be created, updated,
   * left unchanged, refused or skipped. `dryRun=false` applies it, all or
   * nothing: a file with a refused row answers 400 with each refused line's
   * reasons, and nothing is written.
   */
  @Post('import')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: CATALOGUE_UPLOAD_MAX_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CatalogueImportUpload })
  @ApiOkResponse({ type: CatalogueImportResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse })
  async importSchoolsCsv(
    @CurrentUser() admin: SessionUser,
    @Query() query: CatalogueImportQuery,
    @UploadedFile() file: UploadedCsv | undefined,
  ): Promise<CatalogueImportResponse> {
    if (!file?.buffer?.length) throw new CatalogueFileError('Choose a CSV file to upload (form field "file")');
    const apply = query.dryRun === false;
    const report = await this.importCatalogue.execute({
      actorId: admin.id,
      csv: decode(file.buffer),
      apply,
      fileName: file.originalname,
    });
    if (apply && !report.applied) {
      const refused = report.rows.filter((row) => row.action === 'refuse');
      throw new ValidationFailedException({
        file: [
          `The file was refused: ${refused.length} of ${report.rows.length} rows cannot be imported. Nothing was written.`,
        ],
        ...Object.fromEntries(refused.map((row) => [`line ${row.line}`, row.reasons])),
      });
    }
    return CatalogueImportResponse.from(report);
  }
}
