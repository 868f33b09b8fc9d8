import { ApiProperty } from '@nestjs/swagger';
import type { PublicNeighborhood } from '../../application/ports/neighborhood-catalogue';

const nullableNumber = (description?: string) => ApiProperty({ type: Number, nullable: true, description });
const nullableText = (description?: string) => ApiProperty({ type: String, nullable: true, description });

/** A neighborhood profile (docs/product.md "Records"). Missing values are null, never omitted. */
export class NeighborhoodResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  city: string;

  @nullableText()
  description: string | null;

  @nullableText()
  imageUrl: string | null;

  @ApiProperty({ description: 'Active schools in the neighborhood, counted live' })
  schoolCount: number;

  @nullableNumber('Dollars per year')
  averageTuitionMin: number | null;

  @nullableNumber('Dollars per year')
  averageTuitionMax: number | null;

  @nullableNumber()
  population: number | null;

  @nullableNumber('Dollars')
  medianHouseholdIncome: number | null;

  @nullableNumber('Dollars')
  medianHomeValue: number | null;

  @nullableNumber('100 = national average')
  costOfLivingIndex: number | null;

  @nullableText('Letter grade, shown as Safety')
  crimeRating: string | null;

  @nullableNumber('0-100')
  walkabilityScore: number | null;

  @nullableText('Letter grade')
  publicSchoolRating: string | null;

  @nullableNumber('0-1')
  diversityIndex: number | null;

  @nullableText('Letter grade')
  familyFriendlyRating: string | null;

  @ApiProperty({ type: [String] })
  nearbyAmenities: string[];

  @ApiProperty({ type: [String] })
  recreationOptions: string[];

  @ApiProperty({ type: [String] })
  transportationOptions: string[];

  @nullableNumber('Percent')
  collegeReadinessRate: number | null;

  @nullableNumber('Minutes')
  averageCommute: number | null;

  @nullableText()
  parentEducationLevel: string | null;

  @nullableNumber()
  averageFamilySize: number | null;

  @nullableNumber('Percent')
  kidsUnder18Percentage: number | null;

  @nullableNumber('Percent')
  seniorPopulationPercentage: number | null;

  @nullableNumber('Percent')
  privateSchoolEnrollmentRate: number | null;

  @nullableNumber()
  averageClassSize: number | null;

  @nullableText('e.g. 1:15')
  teacherStudentRatio: string | null;

  @ApiProperty({ type: [String] })
  extracurricularOpportunities: string[];

  @nullableText('Letter grade')
  weatherRating: string | null;

  @nullableText('Where the letter grades come from; the pages show the grades only with it and ratingsAsOf')
  ratingsSource: string | null;

  @nullableText('YYYY-MM-DD: the day the letter grades were true of')
  ratingsAsOf: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Set when an admin archived the guide (only admins see archived guides)',
  })
  archivedAt: string | null;

  static from(n: PublicNeighborhood): NeighborhoodResponse {
    return Object.assign(new NeighborhoodResponse(), {
      id: n.id,
      name: n.name,
      city: n.city,
      description: n.description ?? null,
      imageUrl: n.imageUrl ?? null,
      schoolCount: n.schoolCount,
      averageTuitionMin: n.averageTuitionMin ?? null,
      averageTuitionMax: n.averageTuitionMax ?? null,
      population: n.population ?? null,
      medianHouseholdIncome: n.medianHouseholdIncome ?? null,
      medianHomeValue: n.medianHomeValue ?? null,
      costOfLivingIndex: n.costOfLivingIndex ?? null,
      crimeRating: n.crimeRating ?? null,
      walkabilityScore: n.walkabilityScore ?? null,
      publicSchoolRating: n.publicSchoolRating ?? null,
      diversityIndex: n.diversityIndex ?? null,
      familyFriendlyRating: n.familyFriendlyRating ?? null,
      nearbyAmenities: n.nearbyAmenities ?? [],
      recreationOptions: n.recreationOptions ?? [],
      transportationOptions: n.transportationOptions ?? [],
      collegeReadinessRate: n.collegeReadinessRate ?? null,
      averageCommute: n.averageCommute ?? null,
      parentEducationLevel: n.parentEducationLevel ?? null,
      averageFamilySize: n.averageFamilySize ?? null,
      kidsUnder18Percentage: n.kidsUnder18Percentage ?? null,
      seniorPopulationPercentage: n.seniorPopulationPercentage ?? null,
      privateSchoolEnrollmentRate: n.privateSchoolEnrollmentRate ?? null,
      averageClassSize: n.averageClassSize ?? null,
      teacherStudentRatio: n.teacherStudentRatio ?? null,
      extracurricularOpportunities: n.extracurricularOpportunities ?? [],
      weatherRating: n.weatherRating ?? null,
      ratingsSource: n.ratingsSource ?? null,
      ratingsAsOf: n.ratingsAsOf ?? null,
      updatedAt: n.updatedAt.toISOString(),
      archivedAt: n.archivedAt ? new Date(n.archivedAt).toISOString() : null,
    });
  }
}
