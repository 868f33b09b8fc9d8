import { OptionalText } from '../../../../shared/http';
import { SchoolTypeField, ValleyCoordinate } from './school-field.decorators';
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
import { OptionalEmail, OptionalPhone, OptionalUrl, RequiredText, Tuition, ZipCode } from './profile-field.decorators';

/**
 * A school's listing facts as the admin's Edit form and the portal's 'Edit
 * School Information' form send them: every field optional, none blankable if
 * the school cannot be without it. Only the subclasses are request bodies (and
 * OpenAPI schemas); field order here is the order of a 400's messages.
 */
export class SchoolFactsUpdate {
  @RequiredText('School name is required', 255, 'School name', true)
  name?: string;

  @RequiredText('Street address is required', 1000, 'Address', true)
  address?: string;

  @RequiredText('City is required', 100, 'City', true)
  city?: string;

  @ZipCode(true)
  zipCode?: string;

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

  @RequiredText('Grades are required', 100, 'Grades', true)
  grades?: string;

  @SchoolTypeField(true)
  schoolType?: SchoolType;

  @OptionalText('Religious affiliation', 100)
  religiousAffiliation?: string | null;

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
}
