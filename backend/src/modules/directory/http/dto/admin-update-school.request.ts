import { IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { SchoolFactsUpdate } from './school-facts-update.request';
import { SCHOOL_ADMIN_FIELDS, SCHOOL_LISTING_FIELDS, SchoolProfileFields } from './school-profile.request';

/**
 * The admin's school Edit form: every field of the listing (docs/product.md "Records"), with
 * the owner forms' rules. Status has its own switch (and archive); premium and
 * subscription state follow billing and are never set by hand here.
 */
export class AdminUpdateSchoolRequest extends IntersectionType(
  PartialType(PickType(SchoolProfileFields, [...SCHOOL_LISTING_FIELDS, ...SCHOOL_ADMIN_FIELDS])),
  SchoolFactsUpdate,
) {}
