import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { QueryInt } from '../../../../shared/http';
import { WINDOW_DAYS } from '../../domain/reporting-window';

export class AnalyticsWindowRequest {
  @ApiPropertyOptional({
    enum: WINDOW_DAYS,
    // Named, so the front end's window choices are typed by it (frontend/src/shared/lib/reporting-windows.ts).
    enumName: 'ReportingWindowDays',
    default: 30,
    description: 'The window in days, ending today (Las Vegas)',
  })
  @IsOptional()
  @QueryInt()
  @IsIn(WINDOW_DAYS, { message: 'days must be one of 7, 30, 90 or 365' })
  days: number = 30;
}
