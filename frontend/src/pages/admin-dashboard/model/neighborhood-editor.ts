import { z } from '@/shared/lib/zod';
import type { NeighborhoodResponse } from '@/shared/api';
import type { NeighborhoodProfileRequest } from '@/shared/api/signed-in';

/**
 * The admin's neighborhood editor (issue 16): every field of docs/product.md "Records" with
 * the server's ranges and texts (neighborhoods `neighborhood-profile.request.ts`).
 * The school count is not a field: it is counted live from active schools.
 */
export const LETTER_GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;

type Name = keyof NeighborhoodProfileRequest;

export type NeighborhoodFieldSpec =
  | { name: Name; label: string; kind: 'text'; max: number; required?: boolean; multiline?: boolean; help?: string }
  | {
      name: Name;
      label: string;
      kind: 'number';
      min: number;
      max: number;
      decimals: number;
      unit?: string;
      help?: string;
    }
  | { name: Name; label: string; kind: 'grade'; help?: string }
  | { name: Name; label: string; kind: 'list'; help?: string };

const MAX_INT = 2_000_000_000;
const percent = (name: Name, label: string): NeighborhoodFieldSpec => ({
  name,
  label,
  kind: 'number',
  min: 0,
  max: 100,
  decimals: 2,
  unit: ' percent',
  help: '0 to 100',
});

/** Every field, in the order and sections the editor shows them. */
export const NEIGHBORHOOD_SECTIONS: { title: string; fields: NeighborhoodFieldSpec[] }[] = [
  {
    title: 'Basics',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', max: 100, required: true, help: 'The page address uses the name' },
      { name: 'city', label: 'City', kind: 'text', max: 100, required: true },
      { name: 'description', label: 'Description', kind: 'text', max: 10_000, multiline: true },
      {
        name: 'imageUrl',
        label: 'Image URL',
        kind: 'text',
        max: 2000,
        help: 'A site path such as /images/x.svg, or a full address',
      },
    ],
  },
  {
    title: 'Ratings',
    fields: [
      { name: 'crimeRating', label: 'Safety rating', kind: 'grade' },
      { name: 'publicSchoolRating', label: 'Public school rating', kind: 'grade' },
      { name: 'familyFriendlyRating', label: 'Family friendly rating', kind: 'grade' },
      { name: 'weatherRating', label: 'Weather rating', kind: 'grade' },
      {
        name: 'ratingsSource',
        label: 'Source of the ratings',
        kind: 'text',
        max: 300,
        help: 'Where the letter grades come from; the public pages show them only with a source and a date',
      },
      { name: 'ratingsAsOf', label: 'Ratings as of', kind: 'text', max: 10, help: 'The source’s date, YYYY-MM-DD' },
      {
        name: 'walkabilityScore',
        label: 'Walkability score',
        kind: 'number',
        min: 0,
        max: 100,
        decimals: 0,
        help: 'Out of 100',
      },
    ],
  },
  {
    title: 'Schools and families',
    fields: [
      {
        name: 'averageTuitionMin',
        label: 'Average tuition minimum',
        kind: 'number',
        min: 0,
        max: 10_000_000,
        decimals: 0,
        unit: ' dollars',
        help: 'Dollars per year',
      },
      {
        name: 'averageTuitionMax',
        label: 'Average tuition maximum',
        kind: 'number',
        min: 0,
        max: 10_000_000,
        decimals: 0,
        unit: ' dollars',
        help: 'Dollars per year',
      },
      percent('collegeReadinessRate', 'College readiness rate'),
      percent('privateSchoolEnrollmentRate', 'Private school enrollment rate'),
      { name: 'averageClassSize', label: 'Average class size', kind: 'number', min: 0, max: 999.9, decimals: 1 },
      { name: 'teacherStudentRatio', label: 'Teacher-student ratio', kind: 'text', max: 10, help: 'e.g. 1:15' },
      { name: 'parentEducationLevel', label: 'Parent education level', kind: 'text', max: 50 },
      { name: 'averageFamilySize', label: 'Average family size', kind: 'number', min: 0, max: 9.99, decimals: 2 },
      percent('kidsUnder18Percentage', 'Kids under 18'),
      percent('seniorPopulationPercentage', 'Senior population'),
    ],
  },
  {
    title: 'Cost of living and people',
    fields: [
      { name: 'population', label: 'Population', kind: 'number', min: 0, max: MAX_INT, decimals: 0 },
      {
        name: 'medianHouseholdIncome',
        label: 'Median household income',
        kind: 'number',
        min: 0,
        max: MAX_INT,
        decimals: 0,
        unit: ' dollars',
      },
      {
        name: 'medianHomeValue',
        label: 'Median home value',
        kind: 'number',
        min: 0,
        max: MAX_INT,
        decimals: 0,
        unit: ' dollars',
      },
      {
        name: 'costOfLivingIndex',
        label: 'Cost of living index',
        kind: 'number',
        min: 0,
        max: 999.99,
        decimals: 2,
        help: '100 = national average',
      },
      { name: 'diversityIndex', label: 'Diversity index', kind: 'number', min: 0, max: 1, decimals: 2, help: '0 to 1' },
      {
        name: 'averageCommute',
        label: 'Average commute',
        kind: 'number',
        min: 0,
        max: 300,
        decimals: 0,
        unit: ' minutes',
        help: 'Minutes',
      },
    ],
  },
  {
    title: 'Things to do',
    fields: [
      { name: 'nearbyAmenities', label: 'Nearby amenities', kind: 'list', help: 'Comma-separated' },
      { name: 'recreationOptions', label: 'Recreation options', kind: 'list', help: 'Comma-separated' },
      { name: 'transportationOptions', label: 'Transportation options', kind: 'list', help: 'Comma-separated' },
      {
        name: 'extracurricularOpportunities',
        label: 'Extracurricular opportunities',
        kind: 'list',
        help: 'Comma-separated',
      },
    ],
  },
];

export const NEIGHBORHOOD_FIELDS = NEIGHBORHOOD_SECTIONS.flatMap((section) => section.fields);

const IMAGE = /^(https?:\/\/|\/)\S+$/;
const fmt = (value: number) => value.toLocaleString('en-US');

function fieldSchema(spec: NeighborhoodFieldSpec): z.ZodType<string> {
  switch (spec.kind) {
    case 'text': {
      let schema = z
        .string()
        .trim()
        .max(spec.max, `${spec.label} must be at most ${fmt(spec.max)} characters`);
      if (spec.required) schema = schema.min(1, `${spec.label} is required`);
      if (spec.name === 'imageUrl')
        return schema.refine(
          (value) => value === '' || IMAGE.test(value),
          'Image URL must be a web address (https://…) or a site path starting with /',
        );
      if (spec.name === 'teacherStudentRatio')
        return schema.refine(
          (value) => value === '' || /^1\s*:\s*\d{1,3}(\.\d)?$/.test(value),
          'Teacher-student ratio must look like 1:15',
        );
      return schema;
    }
    case 'number': {
      const pattern = spec.decimals ? new RegExp(`^-?\\d+(\\.\\d{1,${spec.decimals}})?$`) : /^-?\d+$/;
      const shape = spec.decimals
        ? `${spec.label} must be a number with at most ${spec.decimals} decimal place${spec.decimals > 1 ? 's' : ''}`
        : `${spec.label} must be a whole number`;
      return z
        .string()
        .trim()
        .refine((value) => value === '' || pattern.test(value), shape)
        .refine(
          (value) => !pattern.test(value) || (Number(value) >= spec.min && Number(value) <= spec.max),
          `${spec.label} must be between ${fmt(spec.min)} and ${fmt(spec.max)}${spec.unit ?? ''}`,
        );
    }
    case 'grade':
      return z
        .string()
        .refine(
          (value) => value === '' || (LETTER_GRADES as readonly string[]).includes(value),
          `${spec.label} must be a letter grade from A+ to F`,
        );
    case 'list':
      return z.string();
  }
}

export const neighborhoodEditorSchema = z
  .object(Object.fromEntries(NEIGHBORHOOD_FIELDS.map((spec) => [spec.name, fieldSchema(spec)])))
  .refine(
    (values) => {
      const [min, max] = [values.averageTuitionMin, values.averageTuitionMax].map((v) => v.trim());
      return !/^\d+$/.test(min) || !/^\d+$/.test(max) || Number(min) <= Number(max);
    },
    { path: ['averageTuitionMax'], message: 'Average tuition minimum cannot be greater than the maximum' },
  );

export type NeighborhoodEditorValues = Record<Name, string>;

export function toNeighborhoodEditorValues(n: NeighborhoodResponse | null): NeighborhoodEditorValues {
  const values = {} as NeighborhoodEditorValues;
  for (const spec of NEIGHBORHOOD_FIELDS) {
    const value = n?.[spec.name as keyof NeighborhoodResponse];
    values[spec.name] = Array.isArray(value)
      ? value.join(', ')
      : value === null || value === undefined
        ? ''
        : String(value);
  }
  if (!n) values.city = 'Las Vegas';
  return values;
}

/** The request: every field sent (the editor replaces the whole guide); blanks are null, lists arrays. */
export function toNeighborhoodRequest(values: NeighborhoodEditorValues): NeighborhoodProfileRequest {
  const body: Record<string, unknown> = {};
  for (const spec of NEIGHBORHOOD_FIELDS) {
    const text = values[spec.name].trim();
    if (spec.kind === 'list')
      body[spec.name] = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    else if (spec.kind === 'number') body[spec.name] = text === '' ? null : Number(text);
    else body[spec.name] = text === '' ? null : text;
  }
  return body as NeighborhoodProfileRequest;
}
