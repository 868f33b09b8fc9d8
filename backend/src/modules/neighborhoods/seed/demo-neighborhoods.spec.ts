import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type DemoNeighborhood } from './demo-neighborhood';
import { DEMO_NEIGHBORHOODS } from './demo-neighborhoods';

/** The ten neighborhoods of docs/product.md "The lists", by exact name. */
const SPEC_NEIGHBORHOODS = [
  'Summerlin',
  'Henderson',
  'Southwest Las Vegas',
  'Green Valley',
  'Centennial',
  'Anthem',
  'Downtown Las Vegas',
  'North Las Vegas',
  'Spring Valley',
  'Paradise',
];
const LETTER_GRADES = ['A+', 'A', 'B+', 'B', 'C+', 'C', 'D', 'F'];
const CITIES = ['Las Vegas', 'Henderson', 'North Las Vegas'];
const FRONTEND_PUBLIC = join(__dirname, '..', '..', '..', '..', '..', 'frontend', 'public');

/** True when `value` fits a PostgreSQL numeric(precision, scale) column without rounding. */
function fitsDecimal(value: number, precision: number, scale: number): boolean {
  const [whole, fraction = ''] = Math.abs(value).toString().split('.');
  return fraction.length <= scale && whole.replace(/^0$/, '').length <= precision - scale;
}

function sentences(text: string): number {
  return text.split(/[.!?](?:\s+|$)/).filter((part) => part.trim()).length;
}

describe('DEMO_NEIGHBORHOODS', () => {
  it('holds exactly the ten neighborhoods of the product’s list', () => {
    expect(DEMO_NEIGHBORHOODS.map((n) => n.name).sort()).toEqual([...SPEC_NEIGHBORHOODS].sort());
  });

  it.each(DEMO_NEIGHBORHOODS.map((n) => [n.name, n] as const))('%s fills every profile field', (_name, n) => {
    for (const [field, value] of Object.entries(n) as [keyof DemoNeighborhood, unknown][]) {
      expect({ field, filled: value !== null && value !== undefined && value !== '' }).toEqual({ field, filled: true });
      if (Array.isArray(value)) {
        expect({ field, count: value.length >= 3 }).toEqual({ field, count: true });
        for (const item of value) expect(typeof item === 'string' && item.trim().length > 0).toBe(true);
      }
    }
  });

  it.each(DEMO_NEIGHBORHOODS.map((n) => [n.name, n] as const))('%s respects the column limits', (_name, n) => {
    expect(n.name.length).toBeLessThanOrEqual(100);
    expect(CITIES).toContain(n.city);
    expect(n.parentEducationLevel.length).toBeLessThanOrEqual(50);
    expect(n.teacherStudentRatio).toMatch(/^1:\d{1,3}$/);
    for (const rating of [n.crimeRating, n.publicSchoolRating, n.familyFriendlyRating, n.weatherRating]) {
      expect(LETTER_GRADES).toContain(rating);
      expect(rating.length).toBeLessThanOrEqual(5);
    }
    expect(fitsDecimal(n.costOfLivingIndex, 5, 2)).toBe(true);
    expect(fitsDecimal(n.diversityIndex, 3, 2)).toBe(true);
    expect(fitsDecimal(n.averageFamilySize, 3, 2)).toBe(true);
    expect(fitsDecimal(n.averageClassSize, 4, 1)).toBe(true);
    for (const percent of [
      n.collegeReadinessRate,
      n.kidsUnder18Percentage,
      n.seniorPopulationPercentage,
      n.privateSchoolEnrollmentRate,
    ]) {
      expect(fitsDecimal(percent, 5, 2)).toBe(true);
      expect(percent).toBeGreaterThan(0);
      expect(percent).toBeLessThan(100);
    }
  });

  it.each(DEMO_NEIGHBORHOODS.map((n) => [n.name, n] as const))('%s has plausible figures', (_name, n) => {
    expect(Number.isInteger(n.walkabilityScore) && n.walkabilityScore >= 0 && n.walkabilityScore <= 100).toBe(true);
    expect(n.diversityIndex).toBeGreaterThanOrEqual(0);
    expect(n.diversityIndex).toBeLessThanOrEqual(1);
    for (const whole of [n.population, n.medianHouseholdIncome, n.medianHomeValue, n.averageCommute]) {
      expect(Number.isInteger(whole) && whole > 0).toBe(true);
    }
    expect(Number.isInteger(n.averageTuitionMin) && Number.isInteger(n.averageTuitionMax)).toBe(true);
    expect(n.averageTuitionMin).toBeLessThan(n.averageTuitionMax);
    expect(sentences(n.description)).toBeGreaterThanOrEqual(2);
    expect(sentences(n.description)).toBeLessThanOrEqual(3);
  });

  it('points every image at a file the frontend serves', () => {
    for (const n of DEMO_NEIGHBORHOODS) {
      expect(n.imageUrl).toMatch(/^\/images\/neighborhoods\/[a-z-]+\.svg$/);
      expect({ image: n.imageUrl, exists: existsSync(join(FRONTEND_PUBLIC, n.imageUrl)) }).toEqual({
        image: n.imageUrl,
        exists: true,
      });
    }
  });
});
