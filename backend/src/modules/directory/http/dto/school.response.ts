import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PublicSchool } from '../../application/ports/school-catalogue';

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

/** A school as the public pages show it (spec 000 §3). Missing values are null, never omitted. */
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

  @ApiProperty({ type: [String] })
  features: string[];

  @ApiProperty()
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

  static from(school: PublicSchool): SchoolResponse {
    const socialLinks = school.socialLinks ? pickSocialLinks(school.socialLinks as Record<string, unknown>) : null;
    return Object.assign(new SchoolResponse(), {
      ...school,
      socialLinks,
      updatedAt: school.updatedAt.toISOString(),
    });
  }
}

/** Only the known networks, and only non-empty text values (the stored JSON is free-form). */
function pickSocialLinks(links: Record<string, unknown>): SocialLinksResponse | null {
  const result = new SocialLinksResponse();
  let any = false;
  for (const key of ['facebook', 'instagram', 'twitter', 'youtube', 'linkedin'] as const) {
    const value = links[key];
    if (typeof value === 'string' && value.trim()) {
      result[key] = value;
      any = true;
    }
  }
  return any ? result : null;
}

export class SchoolListResponse {
  @ApiProperty({ type: [SchoolResponse] })
  schools: SchoolResponse[];

  @ApiProperty({ description: 'Number of matching schools over all pages' })
  total: number;
}

export class StatsResponse {
  @ApiProperty({ description: 'Active schools' })
  schoolCount: number;

  @ApiProperty()
  neighborhoodCount: number;

  @ApiProperty({ description: 'Distinct school types among active schools' })
  schoolTypeCount: number;

  @ApiProperty({ description: 'Published articles' })
  articleCount: number;
}
