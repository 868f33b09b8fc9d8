import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { ApproveClaim } from '../application/approve-claim';
import { ClaimConflicts } from '../application/claim-conflicts';
import { MarkClaimPaymentCompleted } from '../application/mark-claim-payment-completed';
import { RejectClaim } from '../application/reject-claim';
import { ClaimNotFoundError } from '../domain/claims.errors';
import { ClaimReads } from '../infrastructure/claim-reads';
import {
  ApproveClaimRequest,
  ClaimConflictQuery,
  ListClaimRequestsQuery,
  RejectClaimRequest,
  UpdateClaimPaymentStatusRequest,
} from './dto/admin-claims.request';
import {
  ClaimApprovedResponse,
  ClaimConflictCheckResponse,
  ClaimConflictResponse,
  ClaimRejectedResponse,
  ClaimRequestListResponse,
  ClaimRequestResponse,
} from './dto/claim.response';

/** The admin dashboard's Claims tab (docs/product.md "Signed-in screens"). */
@ApiTags('admin claims')
@Roles('admin')
@Controller('admin')
export class AdminClaimsController {
  constructor(
    private readonly reads: ClaimReads,
    private readonly approve: ApproveClaim,
    private readonly reject: RejectClaim,
    private readonly markPaid: MarkClaimPaymentCompleted,
    private readonly conflicts: ClaimConflicts,
  ) {}

  @Get('claim-requests')
  @ApiOkResponse({ type: ClaimRequestListResponse })
  async listClaimRequests(@Query() query: ListClaimRequestsQuery): Promise<ClaimRequestListResponse> {
    const { rows, total } = await this.reads.search(query);
    return { claims: rows.map((row) => ClaimRequestResponse.from(row)), total };
  }

  /** Who already owns `schoolId`, were this claim linked to it (the conflict banner for the school the admin picks). */
  @Get('claims/:id/conflict')
  @ApiOkResponse({ type: ClaimConflictCheckResponse })
  async getClaimConflict(
    @Param('id', ParseIntPipe) id: number,
    @Query() query: ClaimConflictQuery,
  ): Promise<ClaimConflictCheckResponse> {
    const row = await this.reads.byId(id);
    if (!row) throw new ClaimNotFoundError();
    return { conflict: ClaimConflictResponse.from(await this.conflicts.forSchool(query.schoolId, row.claim.email)) };
  }

  /**
   * Approves a paid claim: account, school access, set-password e-mail (409 when already decided or unpaid,
   * and when the school already has an owner unless `confirmCoOwner` is true).
   */
  @Post('claims/:id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: ClaimApprovedResponse })
  async approveClaim(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ApproveClaimRequest,
  ): Promise<ClaimApprovedResponse> {
    await this.approve.execute({ claimId: id, reviewerId: admin.id, ...body });
    return { message: 'User account created and school access granted.', claim: await this.row(id) };
  }

  /** Rejects a claim with notes: the claimant is e-mailed, a paid claim is refunded and its subscription ended. */
  @Post('claims/:id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: ClaimRejectedResponse })
  async rejectClaim(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: RejectClaimRequest,
  ): Promise<ClaimRejectedResponse> {
    const claim = await this.reject.execute({ claimId: id, reviewerId: admin.id, notes: body.notes });
    const refunded = claim.refundAmount
      ? ` and their payment of $${(claim.refundAmount / 100).toFixed(2)} was refunded`
      : '';
    return {
      message: `Claim rejected. The claimant was e-mailed your notes${refunded}.`,
      claim: await this.row(id),
    };
  }

  /** Marks a payment made outside the provider as completed (recorded as manual). */
  @Patch('claims/:id/payment-status')
  @ApiOkResponse({ type: ClaimRequestResponse })
  async updateClaimPaymentStatus(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() _body: UpdateClaimPaymentStatusRequest,
  ): Promise<ClaimRequestResponse> {
    await this.markPaid.execute({ claimId: id, adminId: admin.id });
    return this.row(id);
  }

  private async row(id: number): Promise<ClaimRequestResponse> {
    const row = await this.reads.byId(id);
    if (!row) throw new ClaimNotFoundError();
    return ClaimRequestResponse.from(row);
  }
}
