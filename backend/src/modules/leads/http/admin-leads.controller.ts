import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { EraseLead } from '../application/erase-lead';
import { MarkLeadSpam } from '../application/mark-lead-spam';
import { LeadNotFoundError } from '../domain/leads.errors';
import { LeadReads } from '../infrastructure/lead-reads';
import { AdminLeadSummaryRequest } from './dto/lead-filter.request';
import { LeadResponse } from './dto/lead.response';
import { AdminLeadSummaryPageResponse } from './dto/lead-summary.response';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new LeadNotFoundError() });

/** The admin's view of leads: counts per school, spam verdicts and erasure on request. */
@ApiTags('admin-leads')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin/leads')
export class AdminLeadsController {
  constructor(
    private readonly reads: LeadReads,
    private readonly markSpam: MarkLeadSpam,
    private readonly erase: EraseLead,
  ) {}

  /**
   * Schools with leads, most new leads first: totals, new, overdue and spam counts, the latest lead, and
   * whether the school's requests reach nobody (`reachesNobody=true` lists only those).
   */
  @Get('summary')
  @ApiOkResponse({ type: AdminLeadSummaryPageResponse })
  async getAdminLeadSummary(@Query() query: AdminLeadSummaryRequest): Promise<AdminLeadSummaryPageResponse> {
    const rows = await this.reads.adminSummary(query.search, query.page, query.limit, new Date(), query.reachesNobody);
    return AdminLeadSummaryPageResponse.from(rows, query);
  }

  /** Takes the lead out of the school's inbox and counts. */
  @Post(':leadId/spam')
  @HttpCode(200)
  @ApiOkResponse({ type: LeadResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Lead not found' })
  async markLeadSpam(@CurrentUser() user: SessionUser, @Param('leadId', uuid) leadId: string): Promise<LeadResponse> {
    return LeadResponse.from(await this.markSpam.execute(user, leadId));
  }

  /** Erases the family's personal data (fields, notes, stored mails); counts stay. */
  @Post(':leadId/erase')
  @HttpCode(200)
  @ApiOkResponse({ type: LeadResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Lead not found' })
  async eraseLead(@Param('leadId', uuid) leadId: string): Promise<LeadResponse> {
    return LeadResponse.from(await this.erase.execute(leadId));
  }
}
