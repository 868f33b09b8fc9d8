import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { BlankToNull, OptionalText, PhoneNumber } from '../../../../shared/http';
import { SCHOOL_PHONE_MIN_DIGITS } from '../../domain/phone-number';

/**
 * The validation of the school fields owners may edit, shared by the portal's
 * edit form and the dashboard's profile form so both answer the same texts.
 * Limits are the database's (docs/product.md "Records").
 */

const WEBSITE_MESSAGE = 'Please enter a valid web address starting with http:// or https://';
const url = (message = WEBSITE_MESSAGE, each = false) =>
  IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message, each });

/**
 * A field the school cannot be without, never blank. An update that may leave it out derives with
 * `PartialType(…, { skipNullProperties: false })` (school-profile.request.ts): null would blank a
 * required column, so it still fails like ''.
 */
export function RequiredText(message: string, maxLength: number, label: string) {
  return applyDecorators(
    ApiProperty({ maxLength }),
    IsString({ message }),
    IsNotEmpty({ message }),
    Matches(/\S/, { message }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
  );
}

export function ZipCode() {
  return applyDecorators(
    RequiredText('ZIP code is required', 10, 'ZIP code'),
    Matches(/^\s*\d{5}(-\d{4})?\s*$/, { message: 'Please enter a valid ZIP code' }),
  );
}

export function OptionalEmail() {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 255 }),
    BlankToNull(),
    IsOptional(),
    IsEmail({}, { message: 'Please enter a valid email address' }),
    MaxLength(255, { message: 'Email must be at most 255 characters' }),
  );
}

/** A school's phone, optional (domain/phone-number.ts). */
export function OptionalPhone() {
  return applyDecorators(OptionalText('Phone', 20), PhoneNumber(SCHOOL_PHONE_MIN_DIGITS));
}

export function OptionalUrl() {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example: 'https://www.example.org' }),
    BlankToNull(),
    IsOptional(),
    url(),
    MaxLength(2000, { message: 'Web address must be at most 2000 characters' }),
  );
}

/** Whole dollars per year; blank clears the value. */
/** A count the school gives of itself (issue 44's School profile): enrollment, FTE teachers. */
export function SchoolFigure(label: string, options: { decimals: boolean; max: number }) {
  return applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      minimum: 0,
      maximum: options.max,
      description: `${label}, as the school reports it; shown beside the NCES survey's figure`,
    }),
    BlankToNull(),
    IsOptional(),
    options.decimals
      ? IsNumber({ maxDecimalPlaces: 1 }, { message: `${label} must be a number with at most one decimal` })
      : IsInt({ message: `${label} must be a whole number` }),
    Min(0, { message: `${label} cannot be negative` }),
    Max(options.max, { message: `${label} must be at most ${options.max.toLocaleString('en-US')}` }),
  );
}

export function Tuition(label: string) {
  return applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      minimum: 0,
      description: `${label} in whole dollars per year`,
    }),
    BlankToNull(),
    IsOptional(),
    IsInt({ message: `${label} must be a whole number` }),
    Min(0, { message: `${label} cannot be negative` }),
    Max(10_000_000, { message: `${label} must be at most 10,000,000` }),
  );
}

/** A list sent as an array (the form splits its comma-separated box). */
export function TextList(label: string, kind: 'text' | 'url' | 'image') {
  const each =
    kind === 'text'
      ? [IsString({ each: true, message: `Each ${label} must be text` })]
      : kind === 'url'
        ? [url(`Each ${label} must be a web address starting with http:// or https://`, true)]
        : [
            Matches(/^(https?:\/\/|\/)\S+$/, {
              each: true,
              message: `Each ${label} must be a web address (https://…) or a site path starting with /`,
            }),
          ];
  return applyDecorators(
    ApiPropertyOptional({ type: [String] }),
    IsOptional(),
    IsArray({ message: `${label}s must be a list` }),
    ArrayMaxSize(50, { message: `At most 50 ${label}s` }),
    ...each,
    MaxLength(2000, { each: true, message: `Each ${label} must be at most 2000 characters` }),
  );
}

export class SocialLinksRequest {
  @OptionalUrl()
  facebook?: string | null;

  @OptionalUrl()
  instagram?: string | null;

  @OptionalUrl()
  twitter?: string | null;

  @OptionalUrl()
  youtube?: string | null;

  @OptionalUrl()
  linkedin?: string | null;
}

export function SocialLinks() {
  return applyDecorators(
    ApiPropertyOptional({ type: SocialLinksRequest }),
    IsOptional(),
    ValidateNested(),
    Type(() => SocialLinksRequest),
  );
}
