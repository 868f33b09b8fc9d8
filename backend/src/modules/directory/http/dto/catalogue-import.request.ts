import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { QueryBoolean } from '../../../../shared/http';

/** The upload form: the CSV file (multipart field `file`). */
export class CatalogueImportUpload {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The CSV file (catalogue layout or NCES PSS)' })
  file: unknown;
}

export class CatalogueImportQuery {
  @ApiPropertyOptional({ description: 'true: only report what would happen (the default); false: apply' })
  @QueryBoolean()
  @IsOptional()
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}
