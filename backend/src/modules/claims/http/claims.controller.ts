import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/http';
import { PublicFormThrottle } from '../../identity';
import { SubmitClaim } from '../application/submit-claim';
import { ClaimWithSubscriptionRequest } from './dto/claim-with-subscription.request';
import { ClaimCheckoutResponse } from './dto/claim.response';

@ApiTags('claims')
@Controller('schools')
export class ClaimsController {
  constructor(private readonly submitClaim: SubmitClaim) {}

  /** Stores a claim, queues its 'claim received' e-mail and answers the checkout address for the chosen plan. */
  @Public()
  @PublicFormThrottle()
  @Post('claim-with-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: ClaimCheckoutResponse })
  async claimWithSubscription(@Body() body: ClaimWithSubscriptionRequest): Promise<ClaimCheckoutResponse> {
    const { checkoutUrl } = await this.submitClaim.execute(body);
    return { checkoutUrl };
  }
}
