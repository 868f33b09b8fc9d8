import { type SchoolType } from '../../../directory';
import { OptionalPhone, SchoolTypeField, ValleyCoordinate } from '../../../directory/adapters';
import { OptionalText } from '../../../../shared/http';
import {
  AcceptsOpportunityScholarship,
  ApplicationDeadlineRequest,
  ApplicationDeadlines,
  FinancialAidDeadline,
  FinancialAidProvider,
  GradeOpeningsField,
  GradeOpeningsRequest,
  OptionalEmail,
  OptionalUrl,
  RequiredText,
  SocialLinks,
  SocialLinksRequest,
  TextList,
  Tuition,
  ZipCode,
} from '../../../directory/adapters';

/**
 * The school dashboard's four-step profile form (docs/product.md "Forms, messages and notices"): the six basic
 * fields are required, lists arrive as arrays and social links nested. Only
 * owner-editable fields exist here (unknown fields answer 400); the server
 * keeps only what differs from the live record.
 */
export class SubmitProfileChangesRequest {
  @RequiredText('School name is required', 255, 'School name', false)
  name: string;

  @SchoolTypeField(false)
  schoolType: SchoolType;

  @RequiredText('Grades are required', 100, 'Grades', false)
  grades: string;

  @RequiredText('Street address is required', 1000, 'Address', false)
  address: string;

  @RequiredText('City is required', 100, 'City', false)
  city: string;

  @ZipCode(false)
  zipCode: string;

  @OptionalText('Religious affiliation', 100)
  religiousAffiliation?: string | null;

  @OptionalText('Description', 10_000)
  description?: string | null;

  @OptionalPhone()
  phone?: string | null;

  @OptionalEmail()
  email?: string | null;

  @OptionalUrl()
  website?: string | null;

  @Tuition('Minimum tuition')
  tuitionMin?: number | null;

  @Tuition('Maximum tuition')
  tuitionMax?: number | null;

  @ValleyCoordinate('latitude')
  latitude?: number | null;

  @ValleyCoordinate('longitude')
  longitude?: number | null;

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
