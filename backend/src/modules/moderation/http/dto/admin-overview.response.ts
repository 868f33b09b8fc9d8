import { ApiProperty } from '@nestjs/swagger';

/** The Overview tab's totals (pending claims come from the claims list). */
export class AdminOverviewResponse {
  @ApiProperty()
  totalSchools: number;

  @ApiProperty()
  activeSchools: number;

  @ApiProperty()
  totalArticles: number;

  @ApiProperty()
  publishedArticles: number;

  @ApiProperty()
  pendingChanges: number;
}
