import { ApiProperty } from '@nestjs/swagger';
import { SchoolHitResponse, SearchCentreResponse } from './school.response';

/** Schools of a shortlist or comparison, in the asked order; slugs that name no active school are listed apart. */
export class SchoolsBySlugsResponse {
  @ApiProperty({
    type: [SchoolHitResponse],
    description: 'The active schools among the slugs, in the order asked (with distanceMiles when a centre was given)',
  })
  schools: SchoolHitResponse[];

  @ApiProperty({
    type: [String],
    description: 'Slugs that name no active school (archived, renamed or unknown), in the order asked',
  })
  missing: string[];

  @ApiProperty({ type: SearchCentreResponse, nullable: true })
  centre: SearchCentreResponse | null;
}
