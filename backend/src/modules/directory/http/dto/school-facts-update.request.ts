import { PartialType, PickType } from '@nestjs/swagger';
import {
  SCHOOL_ADMISSIONS_FIELDS,
  SCHOOL_BASIC_FIELDS,
  SCHOOL_FIGURE_FIELDS,
  SchoolProfileFields,
} from './school-profile.request';

/**
 * A school's listing facts as the admin's Edit form and the portal's 'Edit
 * School Information' form send them: every field optional, none blankable if
 * the school cannot be without it (`skipNullProperties: false`: null is
 * validated, and refused, like ''). Only the derived requests are request
 * bodies (and OpenAPI schemas).
 */
export class SchoolFactsUpdate extends PartialType(
  PickType(SchoolProfileFields, [...SCHOOL_BASIC_FIELDS, ...SCHOOL_ADMISSIONS_FIELDS, ...SCHOOL_FIGURE_FIELDS]),
  { skipNullProperties: false },
) {}
