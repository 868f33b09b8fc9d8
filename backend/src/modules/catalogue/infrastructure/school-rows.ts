import { milesForChord, roundMiles } from '../domain/search-centre';
import type { PublicSchool, PublicSchoolPage } from '../application/ports/school-catalogue';
import type { SchoolHit } from '../application/ports/school-results';

/**
 * The rows of the public reads (the school page, the results, the shortlist), shared by the catalogue's
 * adapters: one list of columns, one mapping to the read model.
 */

/** The row the public queries select: school columns plus the neighborhood name. */
export interface SchoolRow {
  id: number;
  name: string;
  slug: string;
  address: string;
  city: string;
  zip_code: string;
  latitude: string | null;
  longitude: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  grades: string;
  features: string[];
  school_type: string;
  religious_affiliation: string | null;
  tuition_min: number | null;
  tuition_max: number | null;
  neighborhood_id: number | null;
  neighborhood_name: string | null;
  is_premium: boolean;
  is_example: boolean;
  social_links: PublicSchool['socialLinks'];
  video_urls: string[];
  additional_images: string[];
  image_url: string | null;
  updated_at: string;
  managed: boolean;
  application_deadlines: PublicSchool['admissions']['applicationDeadlines'];
  financial_aid_provider: string | null;
  financial_aid_deadline: string | null;
  grade_openings: PublicSchool['admissions']['gradeOpenings'];
  accepts_opportunity_scholarship: boolean | null;
  /** Counted reviews (reviews' `school_review_stats`), null without any. */
  rating_count: number | null;
  /** Their average to one decimal (numeric, as text), null below 3. */
  rating_average: string | null;
  /** Unit-sphere chord to the centre, only when the query had one; null for a school without a pin. */
  geo_chord?: number | null;
}

export const PUBLIC_COLUMNS = [
  'id',
  'name',
  'slug',
  'address',
  'city',
  'zip_code',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website',
  'description',
  'grades',
  'features',
  'school_type',
  'religious_affiliation',
  'tuition_min',
  'tuition_max',
  'neighborhood_id',
  'is_premium',
  'is_example',
  'social_links',
  'video_urls',
  'additional_images',
  'image_url',
  'application_deadlines',
  'financial_aid_provider',
  'financial_aid_deadline',
  'grade_openings',
  'accepts_opportunity_scholarship',
].map((column) => `s.${column}`);

/** What the school page selects beside PUBLIC_COLUMNS (issue 44: facts' sources and the profile figures). */
export const PAGE_COLUMNS = ['fact_sources', 'nces_profile', 'enrollment', 'teachers_fte'].map(
  (column) => `s.${column}`,
);

/** The page's row: the public row plus PAGE_COLUMNS. */
export interface SchoolPageRow extends SchoolRow {
  fact_sources: PublicSchoolPage['factSources'] | null;
  nces_profile: PublicSchoolPage['ncesProfile'];
  enrollment: number | null;
  /** numeric, as text */
  teachers_fte: string | null;
}

export function toPublicSchoolPage(row: SchoolPageRow): PublicSchoolPage {
  return {
    ...toPublicSchool(row),
    factSources: row.fact_sources ?? {},
    ncesProfile: row.nces_profile ?? null,
    enrollment: row.enrollment,
    teachersFte: row.teachers_fte === null ? null : Number(row.teachers_fte),
  };
}

/**
 * A school's average rating as its page shows it (one decimal, from 3 counted reviews; reviews'
 * domain/rating-summary.ts), of `school_review_stats r`: what the card shows and 'Rated 4 and up' compares.
 */
export const SHOWN_AVERAGE = `case when r.counted_count >= 3 then round(r.rating_sum::numeric / r.counted_count, 1) end`;

/**
 * MikroORM leaves timestamps as text in raw rows; JSON gives them in ISO 8601,
 * which Date parses everywhere. Also the neighborhood's name, and whether the
 * school has an active owner.
 */
export const DERIVED_COLUMNS = [
  `(to_json(s.updated_at) #>> '{}') as updated_at`,
  'n.name as neighborhood_name',
  // Read-only look at identity's school_owner (its index on school_id serves it): is there an active owner?
  `exists (select 1 from school_owner_summary o join account_summary u on u.id = o.user_id
     where o.school_id = s.id and o.is_active and u.is_active) as managed`,
  // The family rating (issue 39) from reviews' published read table, one primary-key lookup each.
  `(select r.counted_count from school_review_stats r where r.school_id = s.id) as rating_count`,
  `(select ${SHOWN_AVERAGE} from school_review_stats r where r.school_id = s.id) as rating_average`,
];

/**
 * A PostgreSQL array literal ('{"a","b"}') bound as ONE parameter: knex would
 * expand a JS array binding into a list of placeholders.
 */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

export function toSchoolHit(row: SchoolRow): SchoolHit {
  const school: SchoolHit = {
    ...toPublicSchool(row),
    rating: {
      average: row.rating_average === null ? null : Number(row.rating_average),
      count: row.rating_count ?? 0,
    },
  };
  if (row.geo_chord !== undefined) school.distanceMiles = chordMiles(row.geo_chord);
  return school;
}

export function chordMiles(chord: number | null): number | null {
  return chord === null ? null : roundMiles(milesForChord(chord));
}

export function toPublicSchool(row: SchoolRow): PublicSchool {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    address: row.address,
    city: row.city,
    zipCode: row.zip_code,
    // pg returns numeric as text to keep precision; 8 decimals fit a double.
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    grades: row.grades,
    features: row.features ?? [],
    schoolType: row.school_type,
    religiousAffiliation: row.religious_affiliation,
    tuitionMin: row.tuition_min,
    tuitionMax: row.tuition_max,
    neighborhoodId: row.neighborhood_id,
    neighborhoodName: row.neighborhood_name,
    isPremium: row.is_premium,
    isExample: row.is_example,
    socialLinks: row.social_links ?? null,
    videoUrls: row.video_urls ?? [],
    additionalImages: row.additional_images ?? [],
    imageUrl: row.image_url,
    updatedAt: new Date(row.updated_at),
    managed: row.managed,
    admissions: {
      applicationDeadlines: row.application_deadlines ?? [],
      financialAidProvider: row.financial_aid_provider,
      financialAidDeadline: row.financial_aid_deadline,
      gradeOpenings: row.grade_openings ?? {},
      acceptsOpportunityScholarship: row.accepts_opportunity_scholarship,
    },
  };
}
