import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IntBetween, LimitParam, PageParam, QueryInt, SearchParam } from '../../../../shared/http';
import { type SchoolType } from '../../../directory';
import { SchoolTypeField } from '../../../directory/adapters';
import { CLAIM_STATUSES, type ClaimStatus } from '../../domain/claim-request';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ListClaimRequestsQuery {
  @SearchParam('Matches school name, first name, last name, e-mail or position')
  search?: string;

  @ApiPropertyOptional({ enum: CLAIM_STATUSES })
  @IsOptional()
  @IsIn(CLAIM_STATUSES, { message: 'status must be pending, approved or rejected' })
  status?: ClaimStatus;

  @PageParam()
  page: number = 1;

  @LimitParam()
  limit: number = 20;
}

/** A new listing made from the claim: the school table's required fields (docs/product.md "Records"). */
export class NewSchoolFromClaimRequest {
  @ApiPropertyOptional({ maxLength: 255, description: "Defaults to the claim's school name" })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(255, { message: 'School name too long' })
  name?: string;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'Address is required' })
  @MinLength(1, { message: 'Address is required' })
  @MaxLength(255, { message: 'Address too long' })
  address: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @IsString({ message: 'City is required' })
  @MinLength(1, { message: 'City is required' })
  @MaxLength(100, { message: 'City too long' })
  city: string;

  @ApiProperty({ maxLength: 10 })
  @Transform(trim)
  @IsString({ message: 'ZIP code is required' })
  @MinLength(5, { message: 'ZIP code is required' })
  @MaxLength(10, { message: 'ZIP code too long' })
  zipCode: string;

  @ApiProperty({ example: 'K-12' })
  @Transform(trim)
  @IsString({ message: 'Grades are required' })
  @MinLength(1, { message: 'Grades are required' })
  @MaxLength(100, { message: 'Grades too long' })
  grades: string;

  @SchoolTypeField()
  schoolType: SchoolType;

  @ApiPropertyOptional({ maxLength: 20 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20, { message: 'Phone number too long' })
  phone?: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(255, { message: 'Email too long' })
  email?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, { message: 'Please enter a valid website address' })
  website?: string;
}

/** Approve a claim for an existing school (`schoolId`) or a new one (`createSchool`). */
export class ApproveClaimRequest {
  @ApiPropertyOptional({ description: 'The existing school the claim is for' })
  @IsOptional()
  @IsInt({ message: 'Please choose a school' })
  @Min(1, { message: 'Please choose a school' })
  schoolId?: number;

  @ApiPropertyOptional({ type: NewSchoolFromClaimRequest, description: 'Create the listing from the claim instead' })
  @IsOptional()
  @ValidateBy(
    {
      name: 'notWithSchoolId',
      validator: { validate: (_value, args) => (args?.object as ApproveClaimRequest).schoolId === undefined },
    },
    { message: 'Choose an existing school or create a new one, not both' },
  )
  @ValidateNested()
  @Type(() => NewSchoolFromClaimRequest)
  createSchool?: NewSchoolFromClaimRequest;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(2000)
  notes?: string;

  @ApiPropertyOptional({
    description:
      "The admin's 'Add as co-owner': required (true) when the school already has an active owner; without it that approval answers 409",
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmCoOwner must be true or false' })
  confirmCoOwner?: boolean;
}

/** Why the claim is rejected: e-mailed to the claimant and kept on the claim. */
export class RejectClaimRequest {
  @ApiProperty({ minLength: 1, maxLength: 2000, example: 'We could not confirm your role at the school.' })
  @Transform(trim)
  @IsString({ message: 'Please tell the claimant why the claim is rejected' })
  @MinLength(1, { message: 'Please tell the claimant why the claim is rejected' })
  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  notes: string;
}

/** The school the admin is about to link the claim to, to see who already owns it. */
export class ClaimConflictQuery {
  @ApiProperty()
  @QueryInt()
  @IntBetween(1, 2_147_483_647, { message: 'Please choose a school' })
  schoolId: number;
}

export class UpdateClaimPaymentStatusRequest {
  @ApiProperty({ enum: ['completed'] })
  @IsIn(['completed'], { message: 'status must be completed' })
  status: 'completed';
}
