import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SchoolMapPoint } from '../../application/ports/school-map-points';
import { SearchCentreResponse } from './school.response';

/** A marker: enough to draw the pin and tie it to its list entry (by slug). */
export class SchoolMapPointResponse {
  @ApiProperty()
  slug: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  lat: number;

  @ApiProperty()
  lng: number;

  @ApiProperty()
  isPremium: boolean;

  @ApiPropertyOptional({ description: 'Miles from the search centre, one decimal; present only with a centre' })
  distanceMiles?: number;

  static from(point: SchoolMapPoint): SchoolMapPointResponse {
    const response = Object.assign(new SchoolMapPointResponse(), {
      slug: point.slug,
      name: point.name,
      lat: point.latitude,
      lng: point.longitude,
      isPremium: point.isPremium,
    });
    if (point.distanceMiles !== undefined) response.distanceMiles = point.distanceMiles;
    return response;
  }
}

export class SchoolMapResponse {
  @ApiProperty({
    type: [SchoolMapPointResponse],
    description: "Matching schools that have a map pin, in the search's order, at most `cap`",
  })
  points: SchoolMapPointResponse[];

  @ApiProperty({ description: 'Matching schools that have a map pin, over all of them' })
  total: number;

  @ApiProperty({ description: 'true when total exceeds the cap, so only the first `cap` points are sent' })
  capped: boolean;

  @ApiProperty({ description: 'The most points one answer carries', example: 2000 })
  cap: number;

  @ApiProperty({ type: SearchCentreResponse, nullable: true })
  centre: SearchCentreResponse | null;
}
