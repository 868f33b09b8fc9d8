import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PublicSchool, SchoolHit } from '../../application/ports/school-catalogue';
import { parseGradeSpan } from '../../domain/grade-span';
import { takesRequests } from '../../domain/requests-reach';
import { CENTRE_KINDS, type CentreKind, type SearchCentre } from '../../domain/search-centre';
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

  static from(school: PublicSchool): SchoolResponse {
    const socialLinks = school.socialLinks ? pickSocialLinks(school.socialLinks as Record<string, unknown>) : null;
    // The span the directory's grade filter matches on, so a family's forms offer only the grades taught.
    const span = parseGradeSpan(school.grades);
    return Object.assign(new SchoolResponse(), {
      ...school,
      gradeMin: span?.min ?? null,
      gradeMax: span?.max ?? null,
      socialLinks,
      takesRequests: takesRequests({
        isPremium: school.isPremium,
        hasActiveOwner: school.managed,
        email: school.email,
      }),
      admissions: AdmissionsFactsResponse.from(school.admissions),
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

/** A school in a search answer (the list, a shortlist): the public school plus its distance from the centre. */
export class SchoolHitResponse extends SchoolResponse {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description:
      'Miles from the search centre in a straight line, one decimal. Present only when the request set a centre (near or lat/lng); null for a school without a map pin',
    example: 3.4,
  })
  distanceMiles?: number | null;

  static fromHit(school: SchoolHit): SchoolHitResponse {
    // SchoolResponse.from copies every field of the hit, distanceMiles included when the search had a centre.
    return Object.assign(new SchoolHitResponse(), SchoolResponse.from(school));
  }
}

/** The centre a search measured from, as resolved by the server. */
export class SearchCentreResponse {
  @ApiProperty({ example: 36.1448 })
  lat: number;

  @ApiProperty({ example: -115.2826 })
  lng: number;

  @ApiProperty({
    description: "What to show: the ZIP code, the neighborhood's or city's name, or 'your location'",
    example: '89117',
  })
  label: string;

  @ApiProperty({ enum: CENTRE_KINDS, enumName: 'SearchCentreKind' })
  kind: CentreKind;

  static from(centre: SearchCentre | null): SearchCentreResponse | null {
    if (!centre) return null;
    return Object.assign(new SearchCentreResponse(), {
      lat: centre.latitude,
      lng: centre.longitude,
      label: centre.label,
      kind: centre.kind,
    });
  }
}

export class SchoolListResponse {
  @ApiProperty({ type: [SchoolHitResponse] })
  schools: SchoolHitResponse[];

  @ApiProperty({
    description:
      'Number of matching schools over all pages: exact up to 1,000 (or up to ten pages past the asked page), else the count where counting stopped (see totalIsLowerBound). With `location`, fuzzy (non-literal) matches are counted only up to ten pages past the asked page, and not at all when the literal matches reach further (then `total` is the literal count)',
  })
  total: number;

  @ApiProperty({
    description:
      "True when counting stopped before the end: at least `total` schools match, usually more (the page shows 'N+'). Pages up to `total` exist.",
  })
  totalIsLowerBound: boolean;

  @ApiProperty({
    type: SearchCentreResponse,
    nullable: true,
    description: 'The resolved centre when the request set one (near or lat/lng), else null',
  })
  centre: SearchCentreResponse | null;
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

/** Where the keyless map takes its tiles from. */
export class MapTilesResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A MapLibre style JSON URL (absolute, or a path on this site); null: no tiles configured',
  })
  styleUrl!: string | null;
}
