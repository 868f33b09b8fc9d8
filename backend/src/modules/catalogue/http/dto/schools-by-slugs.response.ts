import { ApiProperty } from '@nestjs/swagger';
import { SchoolHitResponse, SearchCentreResponse } from './school.response';

/** A slug asked for that a school had before it was renamed. */
export class RenamedSlugResponse {
  @ApiProperty({ description: 'The former slug, as asked' })
  from: string;

  @ApiProperty({ description: 'The school’s current slug' })
  to: string;
}

/** Schools of a shortlist or comparison, in the asked order; slugs that name no active school are listed apart. */
export class SchoolsBySlugsResponse {
  @ApiProperty({
    type: [SchoolHitResponse],
    description: 'The active schools among the slugs, in the order asked (with distanceMiles when a centre was given)',
  })
  schools: SchoolHitResponse[];

  @ApiProperty({
    type: [String],
    description: 'Slugs that name no active school (archived or unknown), in the order asked',
  })
  missing: string[];

  @ApiProperty({
    type: [RenamedSlugResponse],
    description: 'Slugs asked for that a school had before a rename; the school is in `schools` under its current slug',
  })
  renamed: RenamedSlugResponse[];

  @ApiProperty({ type: SearchCentreResponse, nullable: true })
  centre: SearchCentreResponse | null;
}
