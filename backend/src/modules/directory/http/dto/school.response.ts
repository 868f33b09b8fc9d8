import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdmissionsFactsResponse } from './admissions-facts.response';
import { SCHOOL_TYPE_SCHEMA } from './school-field.decorators';

export class SocialLinksResponse {
  @ApiPropertyOptional()
  facebook?: string;

  @ApiPropertyOptional()
  instagram?: string;

  @ApiPropertyOptional()
  twitter?: string;

  @ApiPropertyOptional()
  youtube?: string;

  @ApiPropertyOptional()
  linkedin?: string;
}

/** A school as the public pages show it (docs/product.md "Records"). Missing values are null, never omitted. */
export class SchoolResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Public address part: /schools/{slug}' })
  slug: string;

  @ApiProperty()
  address: string;

  @ApiProperty()
  city: string;

  @ApiProperty()
  zipCode: string;

  @ApiProperty({ type: Number, nullable: true })
  latitude: number | null;

  @ApiProperty({ type: Number, nullable: true })
  longitude: number | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  website: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ description: 'Grades as the school writes them, e.g. "K-12"' })
  grades: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Lowest grade taught, read from `grades` (Pre-K = -1, K = 0, 1..12); null when it names none',
  })
  gradeMin: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Highest grade taught, on the scale of `gradeMin`' })
  gradeMax: number | null;

  @ApiProperty({ type: [String] })
  features: string[];

  @ApiProperty(SCHOOL_TYPE_SCHEMA)
  schoolType: string;

  @ApiProperty({ type: String, nullable: true })
  religiousAffiliation: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Yearly tuition, dollars' })
  tuitionMin: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Yearly tuition, dollars' })
  tuitionMax: number | null;

  @ApiProperty({ type: Number, nullable: true })
  neighborhoodId: number | null;

  @ApiProperty({ type: String, nullable: true })
  neighborhoodName: string | null;

  @ApiProperty()
  isPremium: boolean;

  @ApiProperty({
    description: "An invented listing of the demo seed: its card and page say 'Example listing' (docs/seed-data.md)",
  })
  isExample: boolean;

  @ApiProperty({ type: SocialLinksResponse, nullable: true })
  socialLinks: SocialLinksResponse | null;

  @ApiProperty({ type: [String] })
  videoUrls: string[];

  @ApiProperty({ type: [String] })
  additionalImages: string[];

  @ApiProperty({ type: String, nullable: true, description: 'Hero image path; null shows the placeholder' })
  imageUrl: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  @ApiProperty({
    description: 'The school has an active owner who manages its listing (who is never revealed): it cannot be claimed',
  })
  managed: boolean;

  @ApiProperty({
    description:
      "The page offers 'Request Information', 'Schedule a Tour' and RSVPs: a premium listing with an active owner or an e-mail address to receive them. Where false on a premium listing nobody would receive a request: the page says the school has not claimed its listing",
  })
  takesRequests: boolean;

  @ApiProperty({ type: AdmissionsFactsResponse, description: 'Deadlines, financial aid, openings, scholarship' })
  admissions: AdmissionsFactsResponse;
}
