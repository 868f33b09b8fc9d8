import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/http';
import { PublicFormThrottle } from '../../identity/adapters';
import { SubmitClaim } from '../application/submit-claim';
import { ClaimReads } from '../infrastructure/claim-reads';
import { ClaimCheckoutStatusQuery, ClaimWithSubscriptionRequest } from './dto/claim-with-subscription.request';
import { ClaimCheckoutResponse, ClaimCheckoutStatusResponse } from './dto/claim.response';

@ApiTags('claims')
@Controller()
export class ClaimsController {
  constructor(
    private readonly submitClaim: SubmitClaim,
    private readonly reads: ClaimReads,
  ) {}

  /**
   * Stores a claim, queues its 'claim received' e-mail and answers the checkout address for the chosen plan;
   * `checkoutUrl` null for a school that already pays (recorded without payment, waiting for the team's review).
   */
  @Public()
  @PublicFormThrottle()
  @Post('schools/claim-with-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: ClaimCheckoutResponse })
  async claimWithSubscription(@Body() body: ClaimWithSubscriptionRequest): Promise<ClaimCheckoutResponse> {
    const { checkoutUrl } = await this.submitClaim.execute(body);
    return { checkoutUrl };
  }

  /**
   * Whether the checkout a claimant came back from is paid, as the verified
   * webhook recorded it (the claim page's confirmation). Answers nothing
   * personal: the session id is the checkout's unguessable id.
   */
  @Public()
  @Get('claims/checkout-status')
  @ApiOkResponse({ type: ClaimCheckoutStatusResponse })
  async getClaimCheckoutStatus(@Query() query: ClaimCheckoutStatusQuery): Promise<ClaimCheckoutStatusResponse> {
    return { status: await this.reads.checkoutState(query.sessionId) };
  }
}
