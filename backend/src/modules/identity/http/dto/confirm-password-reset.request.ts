import { ApiProperty } from '@nestjs/swagger';
import {
  IsNotEmpty,
  IsString,
  MaxLength,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordPolicyProblem } from '../../domain/password-policy';

/** The password policy as a field rule, so the form shows its message beside the field. */
@ValidatorConstraint({ name: 'acceptablePassword' })
export class AcceptablePassword implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && passwordPolicyProblem(value) === null;
  }

  defaultMessage(args: ValidationArguments): string {
    return typeof args.value === 'string' ? (passwordPolicyProblem(args.value) ?? '') : 'Password is required';
  }
}

export class ConfirmPasswordResetRequest {
  @ApiProperty({ description: 'The token from the e-mailed /set-password link' })
  @IsString({ message: 'This link is invalid or has expired. Please request a new one.' })
  @IsNotEmpty({ message: 'This link is invalid or has expired. Please request a new one.' })
  @MaxLength(200, { message: 'This link is invalid or has expired. Please request a new one.' })
  token: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @Validate(AcceptablePassword)
  password: string;
}
