import { Body, Controller, Get, Header, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { toCsv } from '../../directory';
import type { SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { PremiumComps } from '../application/premium-comps';
import { RefundLastPayment } from '../application/refund-last-payment';
import { lasVegasDay } from '../domain/billing-console';
import { BillingConsoleReads } from '../infrastructure/billing-console-reads';
import {
  BillingSummaryResponse,
  ConsoleCompResponse,
  ConsoleSubscriptionResponse,
  ConsoleSubscriptionsQuery,
  ExtendCompRequest,
  GrantCompRequest,
  IssuedRefundResponse,
  RefundLastPaymentRequest,
  RevokeCompRequest,
} from './dto/admin-billing.dto';

/** The operator's Billing tab (issue 43, docs/decisions/billing-console.md). Admins only. */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin/billing')
export class AdminBillingController {
  constructor(
    private readonly reads: BillingConsoleReads,
    private readonly comps: PremiumComps,
    private readonly refunds: RefundLastPayment,
  ) {}

  @Get('summary')
  @ApiOkResponse({ type: BillingSummaryResponse })
  async getBillingSummary(): Promise<BillingSummaryResponse> {
    return BillingSummaryResponse.from(await this.reads.summary());
  }

  @Get('subscriptions')
  @ApiOkResponse({ type: [ConsoleSubscriptionResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listBillingSubscriptions(@Query() query: ConsoleSubscriptionsQuery): Promise<ConsoleSubscriptionResponse[]> {
    return (await this.reads.subscriptions(query)).map(ConsoleSubscriptionResponse.from);
  }

  @Get('subscriptions.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="subscriptions.csv"')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV, one subscription a row, with the filters applied' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async exportBillingSubscriptionsCsv(@Query() query: ConsoleSubscriptionsQuery): Promise<string> {
    const rows = await this.reads.subscriptions(query);
    const day = (at: Date | null) => (at ? lasVegasDay(at) : '');
    const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
    return toCsv([
      [
        'school',
        'owner',
        'plan',
        'interval',
        'price',
        'status',
        'provider_status',
        'started',
        'next_charge',
        'last_payment',
        'last_payment_amount',
        'provider_subscription_id',
      ],
      ...rows.map((r) => [
        r.schoolName ?? '',
        r.ownerEmail ?? '',
        r.planName ?? '',
        r.interval ?? '',
        dollars(r.price),
        r.status,
        r.providerStatus,
        day(r.startedAt),
        day(r.nextChargeAt),
        day(r.lastPaymentAt),
        dollars(r.lastPaymentCents),
        r.providerSubscriptionId ?? '',
      ]),
    ]);
  }

  /** Gives back all or part of the subscription's last payment through the provider; the subscription goes on. */
  @Post('subscriptions/:id/refund')
  @HttpCode(200)
  @ApiOkResponse({ type: IssuedRefundResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Nothing left to refund' })
  refundLastPayment(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: RefundLastPaymentRequest,
  ): Promise<IssuedRefundResponse> {
    return this.refunds.execute({
      actorId: user.id,
      subscriptionRowId: id,
      amountCents: body.amountCents ?? null,
      reason: body.reason,
    });
  }

  @Get('comps')
  @ApiOkResponse({ type: [ConsoleCompResponse] })
  async listPremiumComps(): Promise<ConsoleCompResponse[]> {
    return (await this.reads.comps()).map(ConsoleCompResponse.from);
  }

  /** Premium without payment, with a reason and a last day (409 while the school already has one). */
  @Post('comps')
  @HttpCode(201)
  @ApiCreatedResponse({ type: ConsoleCompResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async grantPremiumComp(
    @CurrentUser() user: SessionUser,
    @Body() body: GrantCompRequest,
  ): Promise<ConsoleCompResponse> {
    const comp = await this.comps.grant({ actorId: user.id, ...body });
    return this.compResponse(comp.id);
  }

  @Post('comps/:id/extend')
  @HttpCode(200)
  @ApiOkResponse({ type: ConsoleCompResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async extendPremiumComp(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ExtendCompRequest,
  ): Promise<ConsoleCompResponse> {
    await this.comps.extend({ actorId: user.id, compId: id, endsOn: body.endsOn });
    return this.compResponse(id);
  }

  @Post('comps/:id/revoke')
  @HttpCode(200)
  @ApiOkResponse({ type: ConsoleCompResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async revokePremiumComp(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: RevokeCompRequest,
  ): Promise<ConsoleCompResponse> {
    await this.comps.revoke({ actorId: user.id, compId: id, reason: body.reason });
    return this.compResponse(id);
  }

  private async compResponse(id: number): Promise<ConsoleCompResponse> {
    const comp = (await this.reads.comps()).find((c) => c.id === id)!;
    return ConsoleCompResponse.from(comp);
  }
}
