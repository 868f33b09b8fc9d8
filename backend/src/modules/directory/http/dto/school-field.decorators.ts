import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { LAS_VEGAS_VALLEY, isInValley, valleyMessage, type Coordinate } from '../../domain/las-vegas-valley';
import { SCHOOL_TYPES, SCHOOL_TYPE_MESSAGE, isSchoolType } from '../../domain/school-type';

/**
 * The OpenAPI schema of a school type: a named enum, so the generated
 * frontend types carry the list as `SchoolType`.
 */
export const SCHOOL_TYPE_SCHEMA = { enum: SCHOOL_TYPES, enumName: 'SchoolType' } as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A school type sent by a form: one of the twelve, or a 400 naming them (free
 * text let a typo drop a school out of every type filter). An update that may
 * leave it out derives with `PartialType(…, { skipNullProperties: false })`,
 * so it can never blank it.
 */
export function SchoolTypeField() {
  return applyDecorators(
    ApiProperty(SCHOOL_TYPE_SCHEMA),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateBy({
      name: 'isSchoolType',
      validator: {
        validate: (value) => isSchoolType(value),
        defaultMessage: (args) => (isBlank(args?.value) ? 'School type is required' : SCHOOL_TYPE_MESSAGE),
      },
    }),
  );
}

/**
 * A map pin coordinate: optional (blank clears it), and inside the Las Vegas
 * valley box of the directory's domain, with one message per failure.
 */
export function ValleyCoordinate(coordinate: Coordinate) {
  const { min, max } = LAS_VEGAS_VALLEY[coordinate];
  const label = coordinate === 'latitude' ? 'Latitude' : 'Longitude';
  return applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      minimum: min,
      maximum: max,
      description: 'Places the school on the map; must be in the Las Vegas valley',
    }),
    // An emptied box arrives as '' (or null): both mean "no pin".
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value)),
    IsOptional(),
    ValidateBy({
      name: 'isInLasVegasValley',
      validator: {
        validate: (value) => typeof value === 'number' && Number.isFinite(value) && isInValley(coordinate, value),
        defaultMessage: (args) =>
          typeof args?.value === 'number' && Number.isFinite(args.value)
            ? valleyMessage(coordinate)
            : `${label} must be a number`,
      },
    }),
  );
}
