import { ApiProperty } from '@nestjs/swagger';

export class FacetCountResponse {
  @ApiProperty({ description: 'The exact value to send back as a filter' })
  value: string;

  @ApiProperty({ description: 'Active schools having it' })
  count: number;
}

/**
 * How many active schools have not reported each admissions fact (issue 35: unknown is not 'no'), so the
 * admissions filters can say that a school left out may simply not have said.
 */
export class AdmissionsNotReportedResponse {
  @ApiProperty({ description: 'Active schools' })
  schoolCount: number;

  @ApiProperty({ description: 'Have not said whether they accept the Opportunity Scholarship' })
  scholarship: number;

  @ApiProperty({ description: 'Have published no application deadline' })
  deadlines: number;

  @ApiProperty({ description: 'Have published no openings by grade' })
  openings: number;
}

/** A religious family ('Jewish') with its denominations ('Jewish (Conservative)'). */
export class AffiliationGroupResponse extends FacetCountResponse {
  @ApiProperty({
    type: [FacetCountResponse],
    description: 'Its denominations listed apart, each also a `religiousAffiliation` value',
  })
  denominations: FacetCountResponse[];
}

/** The values the directory's extra filters offer; each list by count, most common first, then A to Z. */
export class SchoolFacetsResponse {
  @ApiProperty({ type: [FacetCountResponse], description: 'Special programs and features (the `features` filter)' })
  features: FacetCountResponse[];

  @ApiProperty({ type: [FacetCountResponse], description: 'The `religiousAffiliation` filter' })
  religiousAffiliations: FacetCountResponse[];

  @ApiProperty({
    type: [AffiliationGroupResponse],
    description:
      "The same affiliations by family: a family's value finds every school of the family (its count), a denomination only its own",
  })
  religiousAffiliationGroups: AffiliationGroupResponse[];

  @ApiProperty({
    type: [FacetCountResponse],
    description: 'Cities of the valley with active schools (each a valid `near` value)',
  })
  cities: FacetCountResponse[];

  @ApiProperty({ type: AdmissionsNotReportedResponse })
  admissionsNotReported: AdmissionsNotReportedResponse;
}
