import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';

export class CreateSubscriptionRequest {
  @ApiProperty()
  @IsInt({ message: 'Please select a subscription plan' })
  @Min(1, { message: 'Please select a subscription plan' })
  planId: number;

  @ApiProperty()
  @IsInt({ message: 'Please select a school' })
  @Min(1, { message: 'Please select a school' })
  schoolId: number;
}

/** The school a billing action is about (cancel, billing portal). */
export class SchoolBillingRequest {
  @ApiProperty()
  @IsInt({ message: 'Please select a school' })
  @Min(1, { message: 'Please select a school' })
  schoolId: number;
}
