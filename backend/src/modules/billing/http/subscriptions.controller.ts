import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { ApiDashboardSchool, CurrentUser, DashboardSchoolId, Roles } from '../../identity/adapters';
import { CancelSubscription } from '../application/cancel-subscription';
import { OpenBillingPortal } from '../application/open-billing-portal';
import { ResumeSubscription } from '../application/resume-subscription';
import { StartSubscription } from '../application/start-subscription';
import { SubscriptionReads } from '../infrastructure/subscription-reads';
import { CreateSubscriptionRequest, SchoolBillingRequest } from './dto/create-subscription.request';
import {
  BillingPortalSessionResponse,
  CancelSubscriptionResponse,
  CreateSubscriptionResponse,
  DashboardSubscriptionResponse,
  PortalSubscriptionResponse,
  ResumeSubscriptionResponse,
  SubscriptionDetailResponse,
} from './dto/subscription.response';

/** An owner's subscription calls (docs/product.md "Subscriptions"). Every one checks that the user owns the school. */
@ApiTags('billing')
@Controller()
export class SubscriptionsController {
  constructor(
    private readonly startSubscription: StartSubscription,
    private readonly cancel: CancelSubscription,
    private readonly resume: ResumeSubscription,
    private readonly billingPortal: OpenBillingPortal,
    private readonly subscriptions: SubscriptionReads,
    private readonly ownership: SchoolOwnership,
  ) {}

  /** Starts a subscription whose first payment the browser confirms with the returned client secret. */
  @Post('create-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: CreateSubscriptionResponse })
  async createSubscription(
    @CurrentUser() user: SessionUser,
    @Body() body: CreateSubscriptionRequest,
  ): Promise<CreateSubscriptionResponse> {
    return CreateSubscriptionResponse.from(await this.startSubscription.execute(user, body));
  }

  @Get('portal/subscription/:schoolId')
  @ApiOkResponse({ type: PortalSubscriptionResponse })
  async getPortalSubscription(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
  ): Promise<PortalSubscriptionResponse> {
    await this.ownership.assertOwns(user.id, schoolId);
    const current = await this.subscriptions.currentForSchool(schoolId);
    return { subscription: current ? SubscriptionDetailResponse.from(current) : null };
  }

  /** Ends the subscription at the close of the paid period. */
  @Post('cancel-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: CancelSubscriptionResponse })
  cancelSubscription(
    @CurrentUser() user: SessionUser,
    @Body() body: SchoolBillingRequest,
  ): Promise<CancelSubscriptionResponse> {
    return this.cancel.execute(user.id, body.schoolId);
  }

  /** Takes back a cancellation scheduled for the end of the period (409 when none is scheduled). */
  @Post('resume-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: ResumeSubscriptionResponse })
  resumeSubscription(
    @CurrentUser() user: SessionUser,
    @Body() body: SchoolBillingRequest,
  ): Promise<ResumeSubscriptionResponse> {
    return this.resume.execute(user.id, body.schoolId);
  }

  /** The school dashboard's subscription: the given school, or the user's first school. */
  @Roles('school_admin')
  @Get('school-dashboard/subscription')
  @ApiDashboardSchool()
  @ApiOkResponse({ type: DashboardSubscriptionResponse })
  async getDashboardSubscription(
    @CurrentUser() user: SessionUser,
    @DashboardSchoolId() schoolId?: number,
  ): Promise<DashboardSubscriptionResponse> {
    if (schoolId !== undefined) await this.ownership.assertOwns(user.id, schoolId);
    const target = schoolId ?? (await this.ownership.ownedSchoolIds(user.id))[0];
    if (target === undefined) return { subscription: null };
    const current = await this.subscriptions.currentForSchool(target);
    if (!current) return { subscription: null };
    return {
      subscription: {
        schoolId: target,
        status: current.status,
        currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
        planName: current.planName,
        price: current.price,
        interval: current.interval,
        cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      },
    };
  }

  /** Opens the payment provider's billing portal (the sandbox's page in sandbox mode). */
  @Post('billing/portal-session')
  @HttpCode(200)
  @ApiOkResponse({ type: BillingPortalSessionResponse })
  createBillingPortalSession(
    @CurrentUser() user: SessionUser,
    @Body() body: SchoolBillingRequest,
  ): Promise<BillingPortalSessionResponse> {
    return this.billingPortal.execute(user.id, body.schoolId);
  }
}
