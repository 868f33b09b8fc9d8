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
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { DecideChange } from '../application/decide-change';
import { RevertChange } from '../application/revert-change';
import { ModerationReads } from '../infrastructure/moderation-reads';
import { changeOrThrow } from './change-or-throw';
import { ApproveChangeRequest, RejectChangeRequest, RevertChangeRequest } from './dto/decide-change.request';
import { ListPendingChangesRequest, ListAuditLogRequest } from './dto/list-pending-changes.request';
import { AuditActionsResponse, AuditLogPageResponse } from './dto/audit-entry.response';
import { PendingChangePageResponse, PendingChangeResponse } from './dto/pending-change.response';
import { RevertedChangeResponse } from './dto/reverted-change.response';

/** The admin dashboard's Approvals tab, its Activity list and the Audit tab's revert (docs/product.md "Signed-in screens"). */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin')
export class AdminChangesController {
  constructor(
    private readonly reads: ModerationReads,
    private readonly decide: DecideChange,
    private readonly revert: RevertChange,
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

  /**
   * Reverts an applied school profile change (an owner's live edit, an approved change, an admin's edit): each
   * field goes back to its old value unless it was changed again since (a later edit wins; listed in
   * `changedSince`). Recorded as `school.change_reverted` with the admin's reason; the owner who made the change
   * is e-mailed it, and an approved change of theirs shows as 'Reverted by the team' in their history.
   */
  @Post('audit-log/:id/revert')
  @HttpCode(200)
  @ApiOkResponse({ type: RevertedChangeResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'No reason given, or the entry records no school profile change',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No audit entry with this id' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'Already reverted, or every field of the change was changed again since',
  })
  async revertAuditEntry(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: RevertChangeRequest,
  ): Promise<RevertedChangeResponse> {
    return RevertedChangeResponse.from(
      await this.revert.execute({ adminId: admin.id, entryId: id, reason: body.reason }),
    );
  }
}
