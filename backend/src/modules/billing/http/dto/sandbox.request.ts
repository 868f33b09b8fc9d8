import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Length, Matches } from 'class-validator';

export class ConfirmSandboxPaymentRequest {
  @ApiProperty()
  @IsString()
  @Length(10, 200)
  clientSecret: string;

  @ApiProperty({
    example: '4242 4242 4242 4242',
    description: '4000 0000 0000 0002 declines; 4000 0025 0000 3155 asks for authentication',
  })
  @IsString()
  @Matches(/^[\d ]{12,23}$/, { message: 'Enter a test card number' })
  cardNumber: string;
}

export class SandboxPortalActionRequest {
  @ApiProperty({ enum: ['cancel', 'resume', 'end-now'] })
  @IsIn(['cancel', 'resume', 'end-now'])
  action: 'cancel' | 'resume' | 'end-now';
}
