import { ApiProperty } from '@nestjs/swagger';
import {
  FACT_GROUPS,
  STALE_NOTE,
  factProvenance,
  groupProvenance,
  type FactSources,
  type NcesSchoolProfile,
  type Provenance,
} from '../../../directory';
import { SchoolResponse } from '../../../directory/adapters';
import type { PublicSchoolPage } from '../../application/ports/school-catalogue';
import { publicSchoolResponse } from './school.response';

const SOURCES = ['school', 'team', 'nces'] as const;

/** Where a fact (or a group of facts shown together) comes from, as the page writes it. */
export class FactProvenanceResponse {
  @ApiProperty({
    enum: SOURCES,
    enumName: 'FactSourceKind',
    description: "The school (an owner's edit or confirmation), the directory team, or the NCES survey",
  })
  source: (typeof SOURCES)[number];

  @ApiProperty({
    description:
      "What the page shows: 'From the school, Nov 3, 2026', 'Directory team, Nov 3, 2026' or 'NCES Private School Survey 2021-22'",
    example: 'From the school, Nov 3, 2026',
  })
  label: string;

  @ApiProperty({ description: "The date the label names (YYYY-MM-DD); an NCES fact's is 1 July of the survey's year" })
  date: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: `Set when the fact is older than two school years: '${STALE_NOTE}'`,
  })
  note: string | null;

  static from(provenance: Provenance | null): FactProvenanceResponse | null {
    if (!provenance) return null;
    return Object.assign(new FactProvenanceResponse(), {
      source: provenance.source,
      label: provenance.label,
      date: provenance.date,
      note: provenance.stale ? STALE_NOTE : null,
    });
  }
}

/** The source line of each group of facts on the page; null where no source is recorded. */
export class SchoolFactSourcesResponse {
  @ApiProperty({ type: FactProvenanceResponse, nullable: true, description: 'The description (About)' })
  about: FactProvenanceResponse | null;

  @ApiProperty({
    type: FactProvenanceResponse,
    nullable: true,
    description: 'School Details: name, grades, type, affiliation, location, features (the newest of them)',
  })
  details: FactProvenanceResponse | null;

  @ApiProperty({
    type: FactProvenanceResponse,
    nullable: true,
    description: 'Contact: phone, e-mail, website, address (the newest of them)',
  })
  contact: FactProvenanceResponse | null;

  @ApiProperty({
    type: FactProvenanceResponse,
    nullable: true,
    description:
      "Admissions: deadlines, openings, financial aid, the Opportunity Scholarship (the newest of them; tuition has the cost schedule's own confirmation)",
  })
  admissions: FactProvenanceResponse | null;
}

/** The student body's make-up by race and ethnicity, per cent of the students (NCES PSS). */
export class RaceEthnicityResponse {
  @ApiProperty({ type: Number, nullable: true })
  americanIndianOrAlaskaNative: number | null;

  @ApiProperty({ type: Number, nullable: true })
  asian: number | null;

  @ApiProperty({ type: Number, nullable: true })
  hispanicOrLatino: number | null;

  @ApiProperty({ type: Number, nullable: true })
  black: number | null;

  @ApiProperty({ type: Number, nullable: true })
  white: number | null;

  @ApiProperty({ type: Number, nullable: true })
  nativeHawaiianOrPacificIslander: number | null;

  @ApiProperty({ type: Number, nullable: true })
  twoOrMoreRaces: number | null;
}

/** A figure as the school gave it, with its source line. */
export class SchoolFigureResponse {
  @ApiProperty()
  value: number;

  @ApiProperty({ type: FactProvenanceResponse })
  source: FactProvenanceResponse;
}

/** The 'School profile' block: the survey's figures with their source, and the school's newer ones. */
export class SchoolProfileFiguresResponse {
  @ApiProperty({
    type: FactProvenanceResponse,
    nullable: true,
    description: "The survey's source line ('NCES Private School Survey 2021-22'); null without survey figures",
  })
  survey: FactProvenanceResponse | null;

  @ApiProperty({ type: Number, nullable: true, description: "The survey's enrollment (students, all grades)" })
  enrollment: number | null;

  @ApiProperty({ type: Number, nullable: true, description: "The survey's full-time-equivalent teachers" })
  teachersFte: number | null;

  @ApiProperty({ type: Number, nullable: true, description: "The survey's students per FTE teacher, one decimal" })
  studentTeacherRatio: number | null;

  @ApiProperty({ type: RaceEthnicityResponse, nullable: true })
  raceEthnicity: RaceEthnicityResponse | null;

  @ApiProperty({ type: SchoolFigureResponse, nullable: true, description: "The school's own enrollment figure" })
  schoolEnrollment: SchoolFigureResponse | null;

  @ApiProperty({ type: SchoolFigureResponse, nullable: true, description: "The school's own FTE teachers" })
  schoolTeachersFte: SchoolFigureResponse | null;
}

/** The school page's answer: the public school, where its facts come from and its profile figures. */
export class SchoolPageResponse extends SchoolResponse {
  @ApiProperty({ type: SchoolFactSourcesResponse })
  factSources: SchoolFactSourcesResponse;

  @ApiProperty({
    type: SchoolProfileFiguresResponse,
    nullable: true,
    description: 'The School profile block; null when neither the survey nor the school gave a figure',
  })
  schoolProfile: SchoolProfileFiguresResponse | null;
}

/**
 * The page's answer. `listingConfirmedAt` is the owner's last "Everything is still correct" (listing-confirmations'
 * read port); `now` decides what is older than two school years.
 */
export function schoolPageResponse(
  school: PublicSchoolPage,
  listingConfirmedAt: Date | null = null,
  now = new Date(),
): SchoolPageResponse {
  const { factSources, ncesProfile, enrollment, teachersFte, ...publicSchool } = school;
  const group = (fields: readonly string[]) =>
    FactProvenanceResponse.from(groupProvenance(factSources, fields, listingConfirmedAt, now));
  return Object.assign(new SchoolPageResponse(), publicSchoolResponse(publicSchool), {
    factSources: Object.assign(new SchoolFactSourcesResponse(), {
      about: group(FACT_GROUPS.about),
      details: group(FACT_GROUPS.details),
      contact: group(FACT_GROUPS.contact),
      admissions: group(FACT_GROUPS.admissions),
    }),
    schoolProfile: profileFigures(factSources, ncesProfile, enrollment, teachersFte, listingConfirmedAt, now),
  });
}

function profileFigures(
  sources: FactSources,
  survey: NcesSchoolProfile | null,
  enrollment: number | null,
  teachersFte: number | null,
  listingConfirmedAt: Date | null,
  now: Date,
): SchoolProfileFiguresResponse | null {
  const own = (value: number | null, field: string): SchoolFigureResponse | null => {
    // A figure the school gave has its source; one without a recorded source is the team's of old.
    const source = FactProvenanceResponse.from(factProvenance(sources[field], listingConfirmedAt, now));
    return value === null || !source ? null : Object.assign(new SchoolFigureResponse(), { value, source });
  };
  const schoolEnrollment = own(enrollment, 'enrollment');
  const schoolTeachersFte = own(teachersFte, 'teachersFte');
  if (!survey && !schoolEnrollment && !schoolTeachersFte) return null;
  return Object.assign(new SchoolProfileFiguresResponse(), {
    survey: survey
      ? FactProvenanceResponse.from(
          factProvenance(
            { source: 'nces', at: `${survey.surveyYear.slice(0, 4)}-07-01`, surveyYear: survey.surveyYear },
            null,
            now,
          ),
        )
      : null,
    enrollment: survey?.enrollment ?? null,
    teachersFte: survey?.teachersFte ?? null,
    studentTeacherRatio: survey?.studentTeacherRatio ?? null,
    raceEthnicity: survey?.raceEthnicity ? Object.assign(new RaceEthnicityResponse(), survey.raceEthnicity) : null,
    schoolEnrollment,
    schoolTeachersFte,
  });
}
