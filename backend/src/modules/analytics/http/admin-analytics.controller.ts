import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { Roles } from '../../identity/adapters';
import { RollUpAnalytics } from '../application/roll-up-analytics';
import { AnalyticsReads } from '../infrastructure/analytics-reads';
import { AdminAnalyticsResponse, AnalyticsRollupResponse } from './dto/admin-analytics.response';
import { AnalyticsWindowRequest } from './dto/analytics-window.request';

/** The admin dashboard's Analytics tab. */
@ApiTags('analytics')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin/analytics')
export class AdminAnalyticsController {
  constructor(
    private readonly reads: AnalyticsReads,
    private readonly rollUp: RollUpAnalytics,
  ) {}

  /** Site totals per day, top searches, searches that found no school, top schools by views, leads per school. */
  @Get()
  @ApiOkResponse({ type: AdminAnalyticsResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async getSiteAnalytics(@Query() query: AnalyticsWindowRequest): Promise<AdminAnalyticsResponse> {
    return AdminAnalyticsResponse.from(await this.reads.forSite(query.days));
  }

  /**
   * Runs the rollup now (the worker runs it every few minutes): the tab's
   * 'Refresh figures' button. Idempotent.
   */
  @Post('rollup')
  @HttpCode(200)
  @ApiOkResponse({ type: AnalyticsRollupResponse })
  async runAnalyticsRollup(): Promise<AnalyticsRollupResponse> {
    const result = await this.rollUp.execute();
    return { ...result, since: result.since.toISOString() };
  }
}
