import { OptionalText } from '../../../../shared/http';
import { ADMISSIONS_FACT_FIELDS } from '../../domain/owner-edit-rule';
import type { SchoolType } from '../../domain/school-type';
import {
  AcceptsOpportunityScholarship,
  ApplicationDeadlineRequest,
  ApplicationDeadlines,
  FinancialAidDeadline,
  FinancialAidProvider,
  GradeOpeningsField,
  GradeOpeningsRequest,
} from './admissions-fields.decorators';
import { HeroImage, NeighborhoodRef } from './listing-field.decorators';
import {
  OptionalEmail,
  OptionalPhone,
  OptionalUrl,
  RequiredText,
  SocialLinks,
  SocialLinksRequest,
  TextList,
  SchoolFigure,
  Tuition,
  ZipCode,
} from './profile-field.decorators';
import { SchoolTypeField, ValleyCoordinate } from './school-field.decorators';

/**
 * Every field a school form may send (spec 001 §3), each with its one rule and
 * message: the single definition the four request bodies derive from with
 * @nestjs/swagger's mapped types (`PickType`, `OmitType`, `PartialType`,
 * `IntersectionType`), which carry both the OpenAPI properties and the
 * class-validator and class-transformer decorators. Not a request body itself.
 *
 * The school cannot be without name, address, city, ZIP code, grades and type,
 * so they are required here; an update derives with
 * `PartialType(…, { skipNullProperties: false })`, which lets it leave a field
 * out but still refuses null or blank for these.
 *
 * Field order is the order of a 400's messages (a derived class keeps it).
 */
export class SchoolProfileFields {
  @RequiredText('School name is required', 255, 'School name')
  name: string;

  @RequiredText('Street address is required', 1000, 'Address')
  address: string;

  @RequiredText('City is required', 100, 'City')
  city: string;

  @ZipCode()
  zipCode: string;

  @ValleyCoordinate('latitude')
  latitude?: number | null;

  @ValleyCoordinate('longitude')
  longitude?: number | null;

  @OptionalPhone()
  phone?: string | null;

  @OptionalEmail()
  email?: string | null;

  @OptionalUrl()
  website?: string | null;

  @OptionalText('Description', 10_000)
  description?: string | null;

  @Tuition('Minimum tuition')
  tuitionMin?: number | null;

  @Tuition('Maximum tuition')
  tuitionMax?: number | null;

  @RequiredText('Grades are required', 100, 'Grades')
  grades: string;

  @SchoolTypeField()
  schoolType: SchoolType;

  @OptionalText('Religious affiliation', 100)
  religiousAffiliation?: string | null;

  @OptionalText('Academic notes', 10_000)
  academicNotes?: string | null;

  @TextList('feature', 'text')
  features?: string[];

  @TextList('video URL', 'url')
  videoUrls?: string[];

  @TextList('image URL', 'image')
  additionalImages?: string[];

  @SocialLinks()
  socialLinks?: SocialLinksRequest;

  @HeroImage()
  imageUrl?: string | null;

  @NeighborhoodRef()
  neighborhoodId?: number | null;

  @ApplicationDeadlines()
  applicationDeadlines?: ApplicationDeadlineRequest[];

  @FinancialAidProvider()
  financialAidProvider?: string | null;

  @FinancialAidDeadline()
  financialAidDeadline?: string | null;

  @GradeOpeningsField()
  gradeOpenings?: GradeOpeningsRequest;

  @AcceptsOpportunityScholarship()
  acceptsOpportunityScholarship?: boolean;

  @SchoolFigure('Enrollment', { decimals: false, max: 20_000 })
  enrollment?: number | null;

  @SchoolFigure('Full-time-equivalent teachers', { decimals: true, max: 2_000 })
  teachersFte?: number | null;
}

/** The listing's facts: who the school is, where, how to reach it, what it costs. */
export const SCHOOL_BASIC_FIELDS = [
  'name',
  'address',
  'city',
  'zipCode',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website',
  'description',
  'tuitionMin',
  'tuitionMax',
  'grades',
  'schoolType',
  'religiousAffiliation',
] as const satisfies readonly (keyof SchoolProfileFields)[];

/** The school's own figures beside the NCES survey's (issue 44's School profile); live at once like the facts. */
export const SCHOOL_FIGURE_FIELDS = [
  'enrollment',
  'teachersFte',
] as const satisfies readonly (keyof SchoolProfileFields)[];

/** What the profile page shows beyond the facts; owners and admins edit these. */
export const SCHOOL_LISTING_FIELDS = [
  'academicNotes',
  'features',
  'videoUrls',
  'additionalImages',
  'socialLinks',
] as const satisfies readonly (keyof SchoolProfileFields)[];

/** The hero image and the neighborhood: set by an admin only. */
export const SCHOOL_ADMIN_FIELDS = [
  'imageUrl',
  'neighborhoodId',
] as const satisfies readonly (keyof SchoolProfileFields)[];

/** The admissions facts of issue 20 (the owner-edit rule's list: they go live at once). */
export const SCHOOL_ADMISSIONS_FIELDS = ADMISSIONS_FACT_FIELDS satisfies readonly (keyof SchoolProfileFields)[];
