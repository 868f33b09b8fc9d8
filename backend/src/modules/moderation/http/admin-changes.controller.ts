import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { CurrentUser, Roles, type SessionUser } from '../../identity';
import { DecideChange } from '../application/decide-change';
import { ModerationReads } from '../infrastructure/moderation-reads';
import { changeOrThrow } from './change-or-throw';
import { ApproveChangeRequest, RejectChangeRequest } from './dto/decide-change.request';
import { ListPendingChangesRequest, ListAuditLogRequest } from './dto/list-pending-changes.request';
import { AuditActionsResponse, AuditLogPageResponse } from './dto/audit-entry.response';
import { PendingChangePageResponse, PendingChangeResponse } from './dto/pending-change.response';

/** The admin dashboard's Approvals tab and its Activity list (spec 001 §2, §7). */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin')
export class AdminChangesController {
  constructor(
    private readonly reads: ModerationReads,
    private readonly decide: DecideChange,
  ) {}

  /** Every change, pending ones first, newest first; searched server-side. */
  @Get('pending-changes')
  @ApiOkResponse({ type: PendingChangePageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listPendingChangesForAdmin(@Query() query: ListPendingChangesRequest): Promise<PendingChangePageResponse> {
    return PendingChangePageResponse.from(await this.reads.searchChanges(query), query);
  }

  /** Applies the change (profile fields, or publishes the article) and e-mails the submitter. 409 when already decided. */
  @Post('change/:id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: PendingChangeResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The change was already approved or rejected' })
  async approveChange(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ApproveChangeRequest,
  ): Promise<PendingChangeResponse> {
    await this.decide.execute(admin.id, id, 'approve', body.notes);
    return PendingChangeResponse.from(await changeOrThrow(this.reads, id));
  }

  /** Records the rejection with its notes (required) and e-mails the submitter; nothing is applied. */
  @Post('change/:id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: PendingChangeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The change was already approved or rejected' })
  async rejectChange(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: RejectChangeRequest,
  ): Promise<PendingChangeResponse> {
    await this.decide.execute(admin.id, id, 'reject', body.notes);
    return PendingChangeResponse.from(await changeOrThrow(this.reads, id));
  }

  /** The actions recorded so far, for the audit log's filter. */
  @Get('audit-log/actions')
  @ApiOkResponse({ type: AuditActionsResponse })
  async listAuditActions(): Promise<AuditActionsResponse> {
    return { actions: await this.reads.auditActions() };
  }

  /** The audit trail: every applied change and admin action, newest first; filter by person, school and action. */
  @Get('audit-log')
  @ApiOkResponse({ type: AuditLogPageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listAuditLog(@Query() query: ListAuditLogRequest): Promise<AuditLogPageResponse> {
    return AuditLogPageResponse.from(await this.reads.auditLog(query), query);
  }
}
