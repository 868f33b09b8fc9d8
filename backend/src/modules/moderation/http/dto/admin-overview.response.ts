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

/** What waits for the team (issue 36): the admin header's count, so nothing promised in 24-48 hours sits unseen. */
export class ReviewQueueResponse {
  @ApiProperty({ description: 'Undecided claims that are paid or need no payment' })
  claimsAwaitingReview: number;

  @ApiProperty({ description: "Owners' profile changes and guest articles waiting for review" })
  changesAwaitingReview: number;
}
