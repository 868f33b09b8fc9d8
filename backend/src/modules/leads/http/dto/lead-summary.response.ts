import { ApiProperty } from '@nestjs/swagger';
import { PageResponse } from '../../../../shared/http';
import type { AdminSchoolLeadsRow, SchoolLeadCounts } from '../../infrastructure/lead-reads';

/** The portal overview's badge, per school the user owns. */
export class SchoolLeadCountResponse {
  @ApiProperty()
  schoolId: number;

  @ApiProperty()
  schoolName: string;

  @ApiProperty({ description: 'Leads still new' })
  newCount: number;

  @ApiProperty({ description: 'All leads but spam' })
  total: number;

  static from(row: SchoolLeadCounts): SchoolLeadCountResponse {
    return { schoolId: row.schoolId, schoolName: row.schoolName, newCount: row.newCount, total: row.total };
  }
}

/** One school of the admin's lead table. */
export class AdminSchoolLeadsResponse {
  @ApiProperty()
  schoolId: number;

  @ApiProperty()
  schoolName: string;

  @ApiProperty()
  schoolSlug: string;

  @ApiProperty({
    description:
      'The school has no active owner and no e-mail: its requests were mailed to nobody, so the operator answers those families',
  })
  reachesNobody: boolean;

  @ApiProperty({ description: 'All leads but spam' })
  total: number;

  @ApiProperty()
  newCount: number;

  @ApiProperty({ description: 'Still new after 48 hours' })
  overdueCount: number;

  @ApiProperty({ description: 'Caught by the spam filter or marked by an admin' })
  spamCount: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLeadAt: string | null;

  static from(row: AdminSchoolLeadsRow): AdminSchoolLeadsResponse {
    return {
      schoolId: row.schoolId,
      schoolName: row.schoolName,
      schoolSlug: row.schoolSlug,
      reachesNobody: row.reachesNobody,
      total: row.total,
      newCount: row.newCount,
      overdueCount: row.overdueCount,
      spamCount: row.spamCount,
      lastLeadAt: row.lastLeadAt?.toISOString() ?? null,
    };
  }
}

export class AdminLeadSummaryPageResponse extends PageResponse(AdminSchoolLeadsResponse, {
  totalDescription: 'Schools with at least one lead (spam included)',
}) {}
