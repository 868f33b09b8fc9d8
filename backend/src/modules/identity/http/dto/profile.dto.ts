import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { BlankToNull } from '../../../../shared/http';

const LINK_PROBLEM = 'This link is invalid or has expired. Please request a new one.';
/** An address pasted with spaces around it is still that address. */
const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** The profile page's name (either part may be left blank). */
export class UpdateProfileRequest {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @BlankToNull()
  @IsOptional()
  @IsString({ message: 'First name must be text' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @BlankToNull()
  @IsOptional()
  @IsString({ message: 'Last name must be text' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName?: string | null;
}

/** A new sign-in address, with the current password asked again. */
export class RequestEmailChangeRequest {
  @ApiProperty({ example: 'new@example.com', maxLength: 255 })
  @Trimmed()
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(255, { message: 'Please enter a valid email' })
  newEmail: string;

  @ApiProperty({ format: 'password' })
  @IsString({ message: 'Current password is required' })
  @MinLength(1, { message: 'Current password is required' })
  @MaxLength(1024, { message: 'Current password is incorrect' })
  currentPassword: string;
}

export class ConfirmEmailChangeRequest {
  @ApiProperty({ description: 'The token from the /confirm-email link mailed to the new address' })
  @IsString({ message: LINK_PROBLEM })
  @IsNotEmpty({ message: LINK_PROBLEM })
  @MaxLength(200, { message: LINK_PROBLEM })
  token: string;
}

export class EmailChangeResponse {
  @ApiProperty()
  message: string;

  @ApiProperty({ description: 'The address the message is about (the new one)' })
  email: string;
}

const INVITE_ROLES = ['admin', 'school_admin'] as const;

/** The admin's 'Invite': a new admin, or a person to manage a school (its second owner). */
export class InviteUserRequest {
  @ApiProperty({ example: 'new.owner@example.com', maxLength: 255 })
  @Trimmed()
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(255, { message: 'Please enter a valid email' })
  email: string;

  @ApiProperty({ enum: INVITE_ROLES, description: 'admin: a new administrator; school_admin: an owner of schoolId' })
  @IsIn(INVITE_ROLES, { message: 'Please choose what the person is invited as' })
  role: (typeof INVITE_ROLES)[number];

  @ApiPropertyOptional({ minimum: 1, description: 'Required for school_admin' })
  @ValidateIf((request: InviteUserRequest) => request.role === 'school_admin')
  @IsInt({ message: 'Please choose the school' })
  @Min(1, { message: 'Please choose the school' })
  @Max(2_147_483_647, { message: 'Please choose the school' })
  schoolId?: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @BlankToNull()
  @IsOptional()
  @IsString({ message: 'First name must be text' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @BlankToNull()
  @IsOptional()
  @IsString({ message: 'Last name must be text' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName?: string | null;
}
