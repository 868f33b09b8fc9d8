import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength, Validate } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/password-policy';
import { AcceptablePassword } from './confirm-password-reset.request';

export class ChangePasswordRequest {
  @ApiProperty({ format: 'password', description: 'The password the person signs in with today' })
  @IsString({ message: 'Current password is required' })
  @MinLength(1, { message: 'Current password is required' })
  // As at sign-in: an old password longer than today's policy is still checked, but nobody makes us hash megabytes.
  @MaxLength(1024, { message: 'Current password is incorrect' })
  currentPassword: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @Validate(AcceptablePassword)
  newPassword: string;
}
