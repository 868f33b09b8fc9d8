import { ApiProperty } from '@nestjs/swagger';
import type { SubscriptionPlan } from '../../domain/subscription-plan';

/** A plan on sale (`GET /api/subscription-plans`; docs/product.md "Prices and plans"). */
export class SubscriptionPlanResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Yearly' })
  name: string;

  @ApiProperty({ description: 'Cents', example: 99500 })
  price: number;

  @ApiProperty({ enum: ['monthly', 'yearly'] })
  interval: 'monthly' | 'yearly';

  @ApiProperty({ type: [String] })
  features: string[];

  static from(plan: SubscriptionPlan): SubscriptionPlanResponse {
    return { id: plan.id, name: plan.name, price: plan.price, interval: plan.interval, features: [...plan.features] };
  }
}
