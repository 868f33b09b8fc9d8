import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/http';
import { SubscriptionPlans } from '../application/subscription-plans';
import { SubscriptionPlanResponse } from './dto/subscription-plan.response';

@ApiTags('billing')
@Controller('subscription-plans')
export class SubscriptionPlansController {
  constructor(private readonly plans: SubscriptionPlans) {}

  /** The plans on sale, cheapest first. */
  @Public()
  @Get()
  @ApiOkResponse({ type: [SubscriptionPlanResponse] })
  async listSubscriptionPlans(): Promise<SubscriptionPlanResponse[]> {
    return (await this.plans.listActive()).map((plan) => SubscriptionPlanResponse.from(plan));
  }
}
