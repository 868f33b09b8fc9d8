import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Length, Matches } from 'class-validator';

const CARD_NUMBER = {
  example: '4242 4242 4242 4242',
  description: '4242 4242 4242 4242 pays; 4000 0000 0000 0002 declines; 4000 0025 0000 3155 asks for authentication',
};

export class PaySandboxCheckoutRequest {
  @ApiProperty(CARD_NUMBER)
  @IsString()
  @Matches(/^[\d ]{12,23}$/, { message: 'Enter a test card number' })
  cardNumber: string;
}

export class ConfirmSandboxPaymentRequest {
  @ApiProperty()
  @IsString()
  @Length(10, 200)
  clientSecret: string;

  @ApiProperty(CARD_NUMBER)
  @IsString()
  @Matches(/^[\d ]{12,23}$/, { message: 'Enter a test card number' })
  cardNumber: string;
}

export class SandboxAuthenticationRequest {
  @ApiProperty({ enum: ['complete', 'fail'], description: "The TEST MODE authentication step's choice" })
  @IsIn(['complete', 'fail'])
  result: 'complete' | 'fail';
}

export class AuthenticateSandboxPaymentRequest extends SandboxAuthenticationRequest {
  @ApiProperty()
  @IsString()
  @Length(10, 200)
  clientSecret: string;
}

export class SandboxPortalActionRequest {
  /** `advance-clock`: the sandbox's test clock moves this subscription to its next renewal or retry. */
  @ApiProperty({ enum: ['cancel', 'resume', 'end-now', 'advance-clock'] })
  @IsIn(['cancel', 'resume', 'end-now', 'advance-clock'])
  action: 'cancel' | 'resume' | 'end-now' | 'advance-clock';
}

export class SandboxCardUpdateRequest {
  @ApiProperty(CARD_NUMBER)
  @IsString()
  @Matches(/^[\d ]{12,23}$/, { message: 'Enter a test card number' })
  cardNumber: string;
}
