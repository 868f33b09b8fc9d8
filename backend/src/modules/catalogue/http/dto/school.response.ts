import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { parseGradeSpan, takesRequests } from '../../../directory';
import { AdmissionsFactsResponse, SchoolResponse, SocialLinksResponse } from '../../../directory/adapters';
import type { PublicSchool } from '../../application/ports/school-catalogue';
import type { SchoolHit } from '../../application/ports/school-results';
import { CENTRE_KINDS, type CentreKind, type SearchCentre } from '../../domain/search-centre';

/**
 * A school as the public pages show it: directory's SchoolResponse (the contract shape owners' and admins'
 * answers extend) filled from the catalogue's read of it.
 */
export function publicSchoolResponse(school: PublicSchool): SchoolResponse {
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

/** A school's family rating on its card and in the compare table (issue 39). */
export class SchoolRatingResponse {
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "Average overall rating of the reviews that count (insiders' do not), one decimal; null below 3 of them ('Not enough reviews yet')",
    example: 4.6,
  })
  average: number | null;

  @ApiProperty({ description: 'How many published reviews the rating is made of', example: 12 })
  count: number;
}

/**
 * A school in a search answer (the list, a shortlist): the public school plus its family rating and its
 * distance from the centre.
 */
export class SchoolHitResponse extends SchoolResponse {
  @ApiProperty({ type: SchoolRatingResponse })
  rating: SchoolRatingResponse;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description:
      'Miles from the search centre in a straight line, one decimal. Present only when the request set a centre (near or lat/lng); null for a school without a map pin',
    example: 3.4,
  })
  distanceMiles?: number | null;

  static fromHit(school: SchoolHit): SchoolHitResponse {
    // publicSchoolResponse copies every field of the hit, distanceMiles included when the search had a centre.
    return Object.assign(new SchoolHitResponse(), publicSchoolResponse(school));
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
