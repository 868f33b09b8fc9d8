import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '../../identity';
import { ApproveClaim } from '../application/approve-claim';
import { MarkClaimPaymentCompleted } from '../application/mark-claim-payment-completed';
import { ClaimNotFoundError } from '../domain/claims.errors';
import { ClaimReads } from '../infrastructure/claim-reads';
import {
  ApproveClaimRequest,
  ListClaimRequestsQuery,
  UpdateClaimPaymentStatusRequest,
} from './dto/admin-claims.request';
import { ClaimApprovedResponse, ClaimRequestListResponse, ClaimRequestResponse } from './dto/claim.response';

/** The admin dashboard's Claims tab (spec 001 §2, §7). */
@ApiTags('admin claims')
@Roles('admin')
@Controller('admin')
export class AdminClaimsController {
  constructor(
    private readonly reads: ClaimReads,
    private readonly approve: ApproveClaim,
    private readonly markPaid: MarkClaimPaymentCompleted,
  ) {}

  @Get('claim-requests')
  @ApiOkResponse({ type: ClaimRequestListResponse })
  async listClaimRequests(@Query() query: ListClaimRequestsQuery): Promise<ClaimRequestListResponse> {
    const { rows, total } = await this.reads.search(query);
    return { claims: rows.map((row) => ClaimRequestResponse.from(row)), total };
  }

  /** Approves a paid claim: account, school access, set-password e-mail (409 when already approved or unpaid). */
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
