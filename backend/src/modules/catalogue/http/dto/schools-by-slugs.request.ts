import { ApiProperty, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsString, MaxLength } from 'class-validator';
import type { CentreRequest } from '../../application/resolve-search-centre';
import { SchoolFilterRequest } from './search-schools.request';

export const MAX_SLUGS = 10;
const SLUGS_MESSAGE = `slugs must name 1 to ${MAX_SLUGS} schools, separated by commas`;

/**
 * Query of `GET /api/schools/by-slugs` (the shortlist and compare pages):
 * `slugs=a,b,c` (or a repeated key), each slug once in the order first given,
 * and an optional centre for distances.
 */
export class SchoolsBySlugsRequest extends PickType(SchoolFilterRequest, ['near', 'lat', 'lng'] as const) {
  @ApiProperty({
    type: String,
    description: `1 to ${MAX_SLUGS} school slugs, comma-separated (a repeated key works too), in the order the answer keeps`,
    example: 'the-meadows-school,bishop-gorman-high-school',
  })
  @Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null) return value;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
      typeof item === 'string' ? item.split(',') : [item],
    );
    const slugs = parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '');
    return [...new Set(slugs)];
  })
  @ArrayMinSize(1, { message: SLUGS_MESSAGE })
  @ArrayMaxSize(MAX_SLUGS, { message: SLUGS_MESSAGE })
  @IsString({ each: true, message: SLUGS_MESSAGE })
  @MaxLength(255, { each: true, message: 'each slug must be at most 255 characters' })
  slugs!: string[];

  centreRequest(): CentreRequest {
    return { near: this.near, lat: this.lat, lng: this.lng };
  }
}
