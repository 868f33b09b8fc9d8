import { ApiProperty } from '@nestjs/swagger';

export class FacetCountResponse {
  @ApiProperty({ description: 'The exact value to send back as a filter' })
  value: string;

  @ApiProperty({ description: 'Active schools having it' })
  count: number;
}

/** The values the directory's extra filters offer; each list by count, most common first, then A to Z. */
export class SchoolFacetsResponse {
  @ApiProperty({ type: [FacetCountResponse], description: 'Special programs and features (the `features` filter)' })
  features: FacetCountResponse[];

  @ApiProperty({ type: [FacetCountResponse], description: 'The `religiousAffiliation` filter' })
  religiousAffiliations: FacetCountResponse[];

  @ApiProperty({
    type: [FacetCountResponse],
    description: 'Cities of the valley with active schools (each a valid `near` value)',
  })
  cities: FacetCountResponse[];
}
