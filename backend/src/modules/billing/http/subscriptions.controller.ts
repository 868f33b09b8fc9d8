import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { ApiDashboardSchool, CurrentUser, DashboardSchoolId, Roles } from '../../identity/adapters';
import { CancelSubscription } from '../application/cancel-subscription';
import { ChangePlan } from '../application/change-plan';
import { OpenBillingPortal } from '../application/open-billing-portal';
import { ResumeSubscription } from '../application/resume-subscription';
import { SchoolBillingDetails } from '../application/school-billing-details';
import { StartSubscription } from '../application/start-subscription';
import { SubscriptionReads } from '../infrastructure/subscription-reads';
import { CreateSubscriptionRequest, SchoolBillingRequest } from './dto/create-subscription.request';
import {
  ConfirmPlanChangeRequest,
  PlanChangePreviewResponse,
  PlanChangeRequest,
  PlanChangeResponse,
  SchoolBillingDetailsResponse,
} from './dto/school-billing.dto';
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
    private readonly changePlan: ChangePlan,
    private readonly billingDetails: SchoolBillingDetails,
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

  /** The card on file and every invoice of the school's subscription, from the provider. */
  @Roles('school_admin')
  @Get('school-dashboard/billing-details')
  @ApiDashboardSchool()
  @ApiOkResponse({ type: SchoolBillingDetailsResponse })
  async getSchoolBillingDetails(
    @CurrentUser() user: SessionUser,
    @DashboardSchoolId() schoolId?: number,
  ): Promise<SchoolBillingDetailsResponse> {
    const target = schoolId ?? (await this.ownership.ownedSchoolIds(user.id))[0];
    if (target === undefined) return { card: null, invoices: [] };
    return SchoolBillingDetailsResponse.from(await this.billingDetails.execute(user.id, target));
  }

  /** What switching plans would charge now, as the provider computes it; nothing changes. */
  @Post('billing/plan-change/preview')
  @HttpCode(200)
  @ApiOkResponse({ type: PlanChangePreviewResponse })
  async previewPlanChange(
    @CurrentUser() user: SessionUser,
    @Body() body: PlanChangeRequest,
  ): Promise<PlanChangePreviewResponse> {
    return PlanChangePreviewResponse.from(await this.changePlan.preview(user.id, body.schoolId, body.planId));
  }

  /** Switches plans, prorated for the preview's instant and charged at once. */
  @Post('billing/plan-change')
  @HttpCode(200)
  @ApiOkResponse({ type: PlanChangeResponse })
  confirmPlanChange(
    @CurrentUser() user: SessionUser,
    @Body() body: ConfirmPlanChangeRequest,
  ): Promise<PlanChangeResponse> {
    return this.changePlan.execute(user.id, body.schoolId, body.planId, new Date(body.prorationDate));
  }
}
