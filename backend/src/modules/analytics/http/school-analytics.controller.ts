import { Controller, Get, Param, ParseIntPipe, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { AnalyticsReads } from '../infrastructure/analytics-reads';
import { dailyCsv } from './analytics-csv';
import { AnalyticsWindowRequest } from './dto/analytics-window.request';
import { SchoolAnalyticsResponse } from './dto/school-analytics.response';

/** The school dashboard's Analytics tab: owners of the school (and admins). Reads rollups only. */
@ApiTags('analytics')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an owner of this school' })
@Controller('portal/schools/:schoolId/analytics')
export class SchoolAnalyticsController {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly reads: AnalyticsReads,
  ) {}

  /** The window's totals against the previous period, daily figures, funnel, referrers and peer medians. */
  @Get()
  @ApiOkResponse({ type: SchoolAnalyticsResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async getSchoolAnalytics(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Query() query: AnalyticsWindowRequest,
  ): Promise<SchoolAnalyticsResponse> {
    await this.assertCanRead(user, schoolId);
    return SchoolAnalyticsResponse.from(await this.reads.forSchool(schoolId, query.days));
  }

  /** The window's daily figures as CSV (UTF-8 with BOM). */
  @Get('export')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, one day per line', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async exportSchoolAnalytics(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Query() query: AnalyticsWindowRequest,
  ): Promise<StreamableFile> {
    await this.assertCanRead(user, schoolId);
    const data = await this.reads.forSchool(schoolId, query.days);
    return new StreamableFile(Buffer.from(dailyCsv(data.daily), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="analytics-${schoolId}-${data.current.from}-${data.current.to}.csv"`,
    });
  }

  private assertCanRead(user: SessionUser, schoolId: number): Promise<void> {
    return this.ownership.assertOwnerOrAdmin(user, schoolId);
  }
}
