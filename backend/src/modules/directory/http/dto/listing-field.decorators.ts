import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Matches, MaxLength, Min } from 'class-validator';
import { BlankToNull } from '../../../../shared/http';

/** The hero image: a web address or a site path, like the additional images; blank clears it. */
export function HeroImage() {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example: '/images/schools/example.svg' }),
    BlankToNull(),
    IsOptional(),
    Matches(/^(https?:\/\/|\/)\S+$/, {
      message: 'Image URL must be a web address (https://…) or a site path starting with /',
    }),
    MaxLength(2000, { message: 'Image URL must be at most 2000 characters' }),
  );
}

/** The school's neighborhood by id; blank or null removes it. */
export function NeighborhoodRef() {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, description: 'Id of a neighborhood (GET /api/neighborhoods)' }),
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    IsOptional(),
    IsInt({ message: 'Please choose a neighborhood from the list' }),
    Min(1, { message: 'Please choose a neighborhood from the list' }),
  );
}
