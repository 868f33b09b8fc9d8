import { ArrayType, DecimalType, EntitySchema } from '@mikro-orm/core';
import { Neighborhood } from '../domain/neighborhood';

const nullableInt = { type: 'integer', nullable: true } as const;
const decimal = (precision: number, scale: number) => ({
  type: new DecimalType('number'),
  precision,
  scale,
  nullable: true,
});
const textList = { type: ArrayType, columnType: 'text[]', default: '{}' } as const;

export const NeighborhoodSchema = new EntitySchema<Neighborhood>({
  class: Neighborhood,
  tableName: 'neighborhood',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100, unique: 'neighborhood_name_unique' },
    city: { type: 'string', length: 100 },
    description: { type: 'text', nullable: true },
    averageTuitionMin: nullableInt,
    averageTuitionMax: nullableInt,
    schoolCount: { type: 'integer', default: 0 },
    imageUrl: { type: 'text', nullable: true },
    population: nullableInt,
    medianHouseholdIncome: nullableInt,
    medianHomeValue: nullableInt,
    costOfLivingIndex: decimal(5, 2),
    crimeRating: { type: 'string', length: 5, nullable: true },
    walkabilityScore: nullableInt,
    publicSchoolRating: { type: 'string', length: 5, nullable: true },
    diversityIndex: decimal(3, 2),
    familyFriendlyRating: { type: 'string', length: 5, nullable: true },
    nearbyAmenities: textList,
    recreationOptions: textList,
    transportationOptions: textList,
    collegeReadinessRate: decimal(5, 2),
    averageCommute: nullableInt,
    parentEducationLevel: { type: 'string', length: 50, nullable: true },
    averageFamilySize: decimal(3, 2),
    kidsUnder18Percentage: { ...decimal(5, 2), fieldName: 'kids_under_18_percentage' },
    seniorPopulationPercentage: decimal(5, 2),
    privateSchoolEnrollmentRate: decimal(5, 2),
    averageClassSize: decimal(4, 1),
    teacherStudentRatio: { type: 'string', length: 10, nullable: true },
    extracurricularOpportunities: textList,
    weatherRating: { type: 'string', length: 5, nullable: true },
    archivedAt: { type: 'datetime', nullable: true },
    ratingsSource: { type: 'string', length: 300, nullable: true },
    ratingsAsOf: { type: 'string', columnType: 'date', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
