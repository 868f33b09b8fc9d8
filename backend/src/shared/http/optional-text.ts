import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** An emptied optional box arrives as '' (or null): both mean "no value". */
export const BlankToNull = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value));

/** An optional text field of a request body: blank is null, `label` names it in the 400's messages. */
export function OptionalText(label: string, maxLength?: number) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength }),
    BlankToNull(),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    ...(maxLength ? [MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` })] : []),
  );
}
