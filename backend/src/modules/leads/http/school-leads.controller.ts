import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { ErrorResponse } from '../../../shared/http';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { AddLeadNote } from '../application/add-lead-note';
import { ChangeLeadStatus } from '../application/change-lead-status';
import { LeadAccess } from '../application/lead-access';
import { LeadReplyTemplates } from '../application/lead-reply-templates';
import { ResponseTimes } from '../application/ports/response-times';
import { ReplyToLead, RetryLeadReplyMail } from '../application/reply-to-lead';
import { LeadNotFoundError, LeadReplyNotFoundError, ReplyTemplateNotFoundError } from '../domain/leads.errors';
import { summariseResponseTime } from '../domain/response-time';
import { LeadReads } from '../infrastructure/lead-reads';
import { AddLeadNoteRequest } from './dto/add-lead-note.request';
import { ChangeLeadStatusRequest } from './dto/change-lead-status.request';
import { LeadDetailResponse, LeadNoteResponse } from './dto/lead-detail.response';
import {
  LeadReplyRequest,
  LeadReplyTemplateRequest,
  LeadReplyTemplateResponse,
  OwnerResponseTimeResponse,
  UpdateLeadReplyTemplateRequest,
} from './dto/lead-reply.dto';
import { LeadFilterRequest, ListLeadsRequest } from './dto/lead-filter.request';
import { LeadListResponse } from './dto/lead-list.response';
import { LeadResponse } from './dto/lead.response';
import { SchoolLeadCountResponse } from './dto/lead-summary.response';
import { LEAD_CSV_HEADER, csvLine, leadCsvLine } from './lead-csv';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new LeadNotFoundError() });
const replyUuid = new ParseUUIDPipe({ exceptionFactory: () => new LeadReplyNotFoundError() });
const templateUuid = new ParseUUIDPipe({ exceptionFactory: () => new ReplyTemplateNotFoundError() });

/**
 * The school's lead inbox (school dashboard 'Leads' tab, portal overview
 * badge): school admins on the schools they actively own, and admins.
 */
@ApiTags('leads')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an owner of this school' })
@Controller('portal')
export class SchoolLeadsController {
  constructor(
    private readonly access: LeadAccess,
    private readonly ownership: SchoolOwnership,
    private readonly reads: LeadReads,
    private readonly changeStatus: ChangeLeadStatus,
    private readonly addNote: AddLeadNote,
    private readonly reply: ReplyToLead,
    private readonly retryReply: RetryLeadReplyMail,
    private readonly templates: LeadReplyTemplates,
    private readonly responseTimes: ResponseTimes,
  ) {}

  /** The signed-in owner's saved replies, by name (their own: no other owner sees them). */
  @Get('lead-reply-templates')
  @ApiOkResponse({ type: [LeadReplyTemplateResponse] })
  async listLeadReplyTemplates(@CurrentUser() user: SessionUser): Promise<LeadReplyTemplateResponse[]> {
    return (await this.templates.list(user)).map(LeadReplyTemplateResponse.from);
  }

  @Post('lead-reply-templates')
  @HttpCode(201)
  @ApiCreatedResponse({ type: LeadReplyTemplateResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message; 50 at most' })
  async createLeadReplyTemplate(
    @CurrentUser() user: SessionUser,
    @Body() body: LeadReplyTemplateRequest,
  ): Promise<LeadReplyTemplateResponse> {
    return LeadReplyTemplateResponse.from(await this.templates.create(user, body));
  }

  @Put('lead-reply-templates/:templateId')
  @ApiOkResponse({ type: LeadReplyTemplateResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Template not found (or another owner’s)' })
  async updateLeadReplyTemplate(
    @CurrentUser() user: SessionUser,
    @Param('templateId', templateUuid) templateId: string,
    @Body() body: UpdateLeadReplyTemplateRequest,
  ): Promise<LeadReplyTemplateResponse> {
    return LeadReplyTemplateResponse.from(await this.templates.update(user, templateId, body));
  }

  @Delete('lead-reply-templates/:templateId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Template not found (or another owner’s)' })
  async deleteLeadReplyTemplate(
    @CurrentUser() user: SessionUser,
    @Param('templateId', templateUuid) templateId: string,
  ): Promise<void> {
    await this.templates.remove(user, templateId);
  }

  /** The school's response time as families see it (or will, past the threshold), with the figures behind it. */
  @Get('schools/:schoolId/response-time')
  @ApiOkResponse({ type: OwnerResponseTimeResponse })
  async getSchoolResponseTime(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
  ): Promise<OwnerResponseTimeResponse> {
    await this.access.assertCanManage(user, schoolId);
    const figures = await this.responseTimes.figuresOf(schoolId);
    return OwnerResponseTimeResponse.from(figures, summariseResponseTime(figures));
  }

  /** New and total leads of each school the user owns (the portal overview's badge). */
  @Get('leads/summary')
  @ApiOkResponse({ type: [SchoolLeadCountResponse] })
  async getPortalLeadSummary(@CurrentUser() user: SessionUser): Promise<SchoolLeadCountResponse[]> {
    const rows = await this.reads.countsForSchools(await this.ownership.ownedSchoolIds(user.id));
    return rows.map(SchoolLeadCountResponse.from);
  }

  /** One page of the school's leads, newest first, with the count of new ones. */
  @Get('schools/:schoolId/leads')
  @ApiOkResponse({ type: LeadListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listSchoolLeads(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Query() query: ListLeadsRequest,
  ): Promise<LeadListResponse> {
    await this.access.assertCanManage(user, schoolId);
    const { page, limit, ...filter } = query;
    const result = await this.reads.page(schoolId, filter, page, limit);
    const now = new Date();
    return {
      leads: result.leads.map((lead) => LeadResponse.from(lead, now)),
      total: result.total,
      page,
      limit,
      newCount: result.newCount,
    };
  }

  /**
   * The filtered list as a CSV download (UTF-8 with BOM, so spreadsheets read accents right): Las Vegas times a
   * spreadsheet reads as dates, the inbox's names for types and statuses, and the school's notes.
   */
  @Get('schools/:schoolId/leads/export')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, one lead per line, newest first', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async exportSchoolLeads(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Query() filter: LeadFilterRequest,
  ): Promise<StreamableFile> {
    await this.access.assertCanManage(user, schoolId);
    const now = new Date();
    const batches = this.reads.exportBatches(schoolId, { ...filter });
    async function* lines(): AsyncGenerator<string> {
      yield `\ufeff${csvLine(LEAD_CSV_HEADER)}`;
      for await (const batch of batches) yield batch.map(({ lead, notes }) => leadCsvLine(lead, notes, now)).join('');
    }
    return new StreamableFile(Readable.from(lines()), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="leads-${schoolId}-${now.toISOString().slice(0, 10)}.csv"`,
    });
  }

  /** A lead with everything the family sent, the school's notes and the status history. */
  @Get('schools/:schoolId/leads/:leadId')
  @ApiOkResponse({ type: LeadDetailResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Lead not found' })
  async getSchoolLead(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('leadId', uuid) leadId: string,
  ): Promise<LeadDetailResponse> {
    await this.access.assertCanManage(user, schoolId);
    return this.detailOrThrow(schoolId, leadId);
  }

  /** Moves the lead in the pipeline or closes it with a reason; the first change records the first response. */
  @Patch('schools/:schoolId/leads/:leadId')
  @ApiOkResponse({ type: LeadDetailResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Lead not found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The lead is spam or erased' })
  async changeLeadStatus(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('leadId', uuid) leadId: string,
    @Body() body: ChangeLeadStatusRequest,
  ): Promise<LeadDetailResponse> {
    await this.changeStatus.execute(user, schoolId, leadId, body);
    return this.detailOrThrow(schoolId, leadId);
  }

  /** A note on the lead, kept by the school (never sent to the family). */
  @Post('schools/:schoolId/leads/:leadId/notes')
  @HttpCode(201)
  @ApiCreatedResponse({ type: LeadNoteResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Lead not found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The lead was erased' })
  async addLeadNote(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('leadId', uuid) leadId: string,
    @Body() body: AddLeadNoteRequest,
  ): Promise<LeadNoteResponse> {
    return LeadNoteResponse.from(await this.addNote.execute(user, schoolId, leadId, body.text));
  }

  /**
   * A reply to the family, mailed from the product with the school's name as sender and Reply-To the owner;
   * kept on the lead. A new lead becomes contacted. Owners only (an admin's address would take the answer).
   */
  @Post('schools/:schoolId/leads/:leadId/replies')
  @HttpCode(201)
  @ApiCreatedResponse({ type: LeadDetailResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Lead not found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The lead is spam or erased' })
  async replyToLead(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('leadId', uuid) leadId: string,
    @Body() body: LeadReplyRequest,
  ): Promise<LeadDetailResponse> {
    await this.reply.execute(user, schoolId, leadId, body.body);
    return this.detailOrThrow(schoolId, leadId);
  }

  /** Queues a reply's failed mail again (a sent mail is never sent twice); 400 when it has not failed. */
  @Post('schools/:schoolId/leads/:leadId/replies/:replyId/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: LeadDetailResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The reply’s mail has not failed' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Lead or reply not found' })
  async retryLeadReplyMail(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('leadId', uuid) leadId: string,
    @Param('replyId', replyUuid) replyId: string,
  ): Promise<LeadDetailResponse> {
    await this.retryReply.execute(user, schoolId, leadId, replyId);
    return this.detailOrThrow(schoolId, leadId);
  }

  private async detailOrThrow(schoolId: number, leadId: string): Promise<LeadDetailResponse> {
    const detail = await this.reads.detail(schoolId, leadId);
    if (!detail) throw new LeadNotFoundError();
    return LeadDetailResponse.fromDetail(detail);
  }
}
