import { ApiProperty } from '@nestjs/swagger';
import {
  OPENING_GRADES,
  OPENING_STATUSES,
  normaliseDeadlines,
  normaliseOpenings,
  type AdmissionsFacts,
  type OpeningGrade,
  type OpeningStatus,
} from '../../domain/admissions-facts';

export class ApplicationDeadlineResponse {
  @ApiProperty({ description: 'First calendar year of the school year a child starts (2027 = 2027-28)' })
  entryYear: number;

  @ApiProperty({ format: 'date', description: 'Las Vegas date (YYYY-MM-DD); passed from the next day' })
  deadline: string;

  @ApiProperty({ type: String, nullable: true })
  label: string | null;
}

export class GradeOpeningResponse {
  @ApiProperty({ enum: OPENING_GRADES, enumName: 'OpeningGrade' })
  grade: OpeningGrade;

  @ApiProperty({ enum: OPENING_STATUSES, enumName: 'OpeningStatus' })
  status: OpeningStatus;
}

/**
 * A school's admissions facts (issue 20), on the school page, in search hits
 * and in compare. Whether a deadline has passed is left to the reader, who
 * compares it with today in Las Vegas (America/Los_Angeles).
 */
export class AdmissionsFactsResponse {
  @ApiProperty({ type: [ApplicationDeadlineResponse], description: 'Earliest first' })
  applicationDeadlines: ApplicationDeadlineResponse[];

  @ApiProperty({ type: String, nullable: true, description: 'e.g. FACTS Grant & Aid' })
  financialAidProvider: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  financialAidDeadline: string | null;

  @ApiProperty({ type: [GradeOpeningResponse], description: 'Grades with a status, youngest first (PK, K, 1..12)' })
  gradeOpenings: GradeOpeningResponse[];

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: "'Accepts the Nevada Opportunity Scholarship'; null: not reported by the school (not a no)",
  })
  acceptsOpportunityScholarship: boolean | null;

  static from(source: AdmissionsFacts): AdmissionsFactsResponse {
    const openings = normaliseOpenings(source.gradeOpenings);
    return Object.assign(new AdmissionsFactsResponse(), {
      applicationDeadlines: normaliseDeadlines(source.applicationDeadlines),
      financialAidProvider: source.financialAidProvider,
      financialAidDeadline: source.financialAidDeadline,
      gradeOpenings: OPENING_GRADES.filter((grade) => openings[grade]).map((grade) => ({
        grade,
        status: openings[grade]!,
      })),
      acceptsOpportunityScholarship: source.acceptsOpportunityScholarship ?? null,
    });
  }
}
