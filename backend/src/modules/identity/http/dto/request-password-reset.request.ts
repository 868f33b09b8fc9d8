import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';

export class RequestPasswordResetRequest {
  @ApiProperty({ example: 'owner@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(255, { message: 'Please enter a valid email' })
  email: string;
}
