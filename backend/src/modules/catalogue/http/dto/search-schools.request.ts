import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import {
  IntBetween,
  PublicLimitParam,
  PublicPageParam,
  QueryBoolean,
  QueryInt,
  QueryList,
  QueryText,
  publicPage,
} from '../../../../shared/http';
import { OPENING_GRADES, gradeNumber, parseGradeSpan, todayInLasVegas, type OpeningGrade } from '../../../directory';
import { SCHOOL_TYPE_SCHEMA } from '../../../directory/adapters';
import type { SchoolFilter, SchoolSearchFilter } from '../../application/ports/school-filter';
import type { CentreRequest } from '../../application/resolve-search-centre';
import {
  RADIUS_MESSAGE,
  RADIUS_MILES,
  SCHOOL_SORTS,
  SORT_MESSAGE,
  type RadiusMiles,
  type SchoolSort,
  type SearchCentre,
} from '../../domain/search-centre';

/** Largest PostgreSQL integer: tuition columns are int4. */
const MAX_TUITION = 2_147_483_647;
const MAX_LIST_ITEMS = 20;
const MAX_ITEM_LENGTH = 100;

/** Each value names at least one grade ("Pre-K", "Elementary (K-5)", "9th - 12th", "6-8"). */
function IsGradeLevel(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isGradeLevel',
      validator: {
        validate: (value) => typeof value === 'string' && value.length <= MAX_ITEM_LENGTH && !!parseGradeSpan(value),
      },
    },
    options,
  );
}

/** '36.1', '-115.2' → numbers; anything else (an array, '1e3', 'abc') stays and fails the range check. */
const QueryDecimal = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*-?\d{1,3}(\.\d{1,15})?\s*$/.test(value) ? Number(value) : value,
  );

/** A decimal degree from min to max, with one message for every failure. */
function DegreesBetween(min: number, max: number, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'degreesBetween',
      constraints: [min, max],
      validator: { validate: (value) => typeof value === 'number' && value >= min && value <= max },
    },
    options,
  );
}

/**
 * The filters, centre and order shared by the directory list and its map
 * (`GET /api/schools`, `GET /api/schools/map`). Lists accept a repeated key
 * or a single value.
 */
export class SchoolFilterRequest {
  @ApiPropertyOptional({
    description: 'Free text matched against name, city, ZIP code, address and neighborhood (typo-tolerant)',
    maxLength: 200,
  })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'location must be a single text value' })
  @MaxLength(200, { message: 'location must be at most 200 characters' })
  location?: string;

  @ApiPropertyOptional({
    description:
      'Grade levels (e.g. "Pre-K", "Elementary (K-5)", "9th - 12th"); a school matches when its grades overlap any of them',
    type: [String],
  })
  @IsOptional()
  @QueryList()
  @ArrayMaxSize(MAX_LIST_ITEMS, { message: `grades accepts at most ${MAX_LIST_ITEMS} values` })
  @IsGradeLevel({ each: true, message: 'grades must be grade levels such as Pre-K, K-5 or 9-12' })
  grades?: string[];

  @ApiPropertyOptional({
    ...SCHOOL_TYPE_SCHEMA,
    isArray: true,
    // Old links may carry a retired type: it matches no school rather than failing the page.
    description: 'School types; any of them matches (a value outside the list matches no school)',
  })
  @IsOptional()
  @QueryList()
  @ArrayMaxSize(MAX_LIST_ITEMS, { message: `schoolTypes accepts at most ${MAX_LIST_ITEMS} values` })
  @IsString({ each: true, message: 'schoolTypes must be text values' })
  @MaxLength(MAX_ITEM_LENGTH, {
    each: true,
    message: `schoolTypes values must be at most ${MAX_ITEM_LENGTH} characters`,
  })
  schoolTypes?: string[];

  @ApiPropertyOptional({ description: 'Neighborhood names (case-insensitive); any of them matches', type: [String] })
  @IsOptional()
  @QueryList()
  @ArrayMaxSize(MAX_LIST_ITEMS, { message: `neighborhoods accepts at most ${MAX_LIST_ITEMS} values` })
  @IsString({ each: true, message: 'neighborhoods must be text values' })
  @MaxLength(MAX_ITEM_LENGTH, {
    each: true,
    message: `neighborhoods values must be at most ${MAX_ITEM_LENGTH} characters`,
  })
  neighborhoods?: string[];

  @ApiPropertyOptional({ description: 'Lowest yearly tuition wanted, in dollars', minimum: 0 })
  @IsOptional()
  @QueryInt()
  @IntBetween(0, MAX_TUITION, { message: `tuitionMin must be a whole number from 0 to ${MAX_TUITION}` })
  tuitionMin?: number;

  @ApiPropertyOptional({ description: 'Highest yearly tuition wanted, in dollars', minimum: 0 })
  @IsOptional()
  @QueryInt()
  @IntBetween(0, MAX_TUITION, { message: `tuitionMax must be a whole number from 0 to ${MAX_TUITION}` })
  tuitionMax?: number;

  @ApiPropertyOptional({
    enum: OPENING_GRADES,
    enumName: 'OpeningGrade',
    description:
      "Tuition for this grade: schools that teach it; tuitionMin / tuitionMax and the tuition orders then use the grade's published band, or the school-wide range of a school that publishes no bands",
  })
  @IsOptional()
  @QueryText()
  @IsIn(OPENING_GRADES, { message: `tuitionGrade must be one of: ${OPENING_GRADES.join(', ')}` })
  tuitionGrade?: OpeningGrade;

  @ApiPropertyOptional({
    description: 'true: schools that offer tuition assistance (a published assistance program or an aid provider)',
  })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'tuitionAssistance must be true or false' })
  tuitionAssistance?: boolean;

  @ApiPropertyOptional({
    description:
      "Rated this and up: schools whose average family rating, as shown (one decimal, from 3 counted reviews), is at least this many stars ('Rated 4 and up': 4)",
    minimum: 1,
    maximum: 5,
  })
  @IsOptional()
  @QueryInt()
  @IntBetween(1, 5, { message: 'minRating must be a whole number from 1 to 5' })
  minRating?: number;

  @ApiPropertyOptional({
    description:
      "'Replies within a day': only schools whose public response time shows (claimed, at least 5 requests in the last 90 days) and whose median first reply from the lead inbox is at most a business day (10 hours, 8 am to 6 pm Las Vegas time)",
  })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'repliesWithinADay must be true or false' })
  repliesWithinADay?: boolean;

  @ApiPropertyOptional({ description: 'Exact ZIP code', maxLength: 10 })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'zipCode must be a single text value' })
  @MaxLength(10, { message: 'zipCode must be at most 10 characters' })
  zipCode?: string;

  @ApiPropertyOptional({
    description:
      'Special programs and features (exact values from GET /api/schools/facets); a school must have all of them',
    type: [String],
  })
  @IsOptional()
  @QueryList()
  @ArrayMaxSize(MAX_LIST_ITEMS, { message: `features accepts at most ${MAX_LIST_ITEMS} values` })
  @IsString({ each: true, message: 'features must be text values' })
  @MaxLength(MAX_ITEM_LENGTH, { each: true, message: `features values must be at most ${MAX_ITEM_LENGTH} characters` })
  features?: string[];

  @ApiPropertyOptional({
    description: 'Religious affiliations (exact values from GET /api/schools/facets); any of them matches',
    type: [String],
  })
  @IsOptional()
  @QueryList()
  @ArrayMaxSize(MAX_LIST_ITEMS, { message: `religiousAffiliation accepts at most ${MAX_LIST_ITEMS} values` })
  @IsString({ each: true, message: 'religiousAffiliation must be text values' })
  @MaxLength(MAX_ITEM_LENGTH, {
    each: true,
    message: `religiousAffiliation values must be at most ${MAX_ITEM_LENGTH} characters`,
  })
  religiousAffiliation?: string[];

  @ApiPropertyOptional({ description: 'true: premium schools only' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  @ApiPropertyOptional({
    description: "true: leaves out the demo seed's invented listings ('Example listing'), as the home page does",
  })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'excludeExamples must be true or false' })
  excludeExamples?: boolean;

  @ApiPropertyOptional({ description: 'true: schools that accept the Nevada Opportunity Scholarship' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'acceptsOpportunityScholarship must be true or false' })
  acceptsOpportunityScholarship?: boolean;

  @ApiPropertyOptional({
    enum: OPENING_GRADES,
    enumName: 'OpeningGrade',
    description: "Has openings for this grade: the school marks it 'Seats open' or 'Few seats'",
  })
  @IsOptional()
  @QueryText()
  @IsIn(OPENING_GRADES, { message: `openingsGrade must be one of: ${OPENING_GRADES.join(', ')}` })
  openingsGrade?: OpeningGrade;

  @ApiPropertyOptional({
    description:
      'true: schools with at least one application deadline today or later (Las Vegas date, America/Los_Angeles)',
  })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'deadlineNotPassed must be true or false' })
  deadlineNotPassed?: boolean;

  @ApiPropertyOptional({
    description:
      "The search centre as text: a ZIP code of the Las Vegas valley, a place of the gazetteer (GET /api/places: communities such as Skye Canyon or Mountain's Edge), or the name of one of its neighborhoods or cities. Not together with lat/lng. Anything else answers 400 'Enter a ZIP code or place in the Las Vegas valley'",
    maxLength: 100,
    example: '89117',
  })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'near must be a single text value' })
  @MaxLength(100, { message: 'near must be at most 100 characters' })
  near?: string;

  @ApiPropertyOptional({
    type: Number,
    minimum: -90,
    maximum: 90,
    description: "The search centre's latitude (the browser's geolocation), with lng; must be in the Las Vegas valley",
  })
  @IsOptional()
  @QueryDecimal()
  @DegreesBetween(-90, 90, { message: 'lat must be a number from -90 to 90' })
  lat?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: -180,
    maximum: 180,
    description: "The search centre's longitude, with lat",
  })
  @IsOptional()
  @QueryDecimal()
  @DegreesBetween(-180, 180, { message: 'lng must be a number from -180 to 180' })
  lng?: number;

  @ApiPropertyOptional({
    enum: RADIUS_MILES,
    enumName: 'RadiusMiles',
    description: 'Only schools within this many miles (straight line) of the centre; needs near or lat/lng',
  })
  @IsOptional()
  @QueryInt()
  @IsIn(RADIUS_MILES, { message: RADIUS_MESSAGE })
  radius?: RadiusMiles;

  @ApiPropertyOptional({
    enum: SCHOOL_SORTS,
    enumName: 'SchoolSort',
    description:
      'Default: distance when the search has a centre (near means near: nearest first), else best. best: premium first, then best location match, then name (docs/product.md "Search"); distance: nearest first (needs a centre; schools without a map pin last); tuition_asc: lowest tuition first; tuition_desc: highest tuition first (schools without tuition last in both; with tuitionGrade, that grade’s tuition); rating: highest rated first, by a Bayesian average of the counted reviews (a school starts at 3 stars with the weight of 5 reviews; schools with fewer than 3 counted reviews last; the plan plays no part); name: A to Z. Every order ends with name, then id.',
  })
  @IsOptional()
  @QueryText()
  @IsIn(SCHOOL_SORTS, { message: SORT_MESSAGE })
  sort?: SchoolSort;

  /** The centre part, for ResolveSearchCentre. */
  centreRequest(): CentreRequest {
    return { near: this.near, lat: this.lat, lng: this.lng, radiusMiles: this.radius, sort: this.sort };
  }

  toFilter(centre: SearchCentre | null): SchoolFilter {
    return {
      location: this.location || undefined,
      grades: this.grades?.map((grade) => parseGradeSpan(grade)!),
      schoolTypes: this.schoolTypes,
      neighborhoods: this.neighborhoods,
      tuitionMin: this.tuitionMin,
      tuitionMax: this.tuitionMax,
      tuitionGrade: this.tuitionGrade ? gradeNumber(this.tuitionGrade) : undefined,
      tuitionAssistance: this.tuitionAssistance || undefined,
      minRating: this.minRating,
      repliesWithinADay: this.repliesWithinADay || undefined,
      zipCode: this.zipCode || undefined,
      features: this.features?.length ? this.features : undefined,
      religiousAffiliations: this.religiousAffiliation?.length ? this.religiousAffiliation : undefined,
      featured: this.featured,
      excludeExamples: this.excludeExamples || undefined,
      acceptsOpportunityScholarship: this.acceptsOpportunityScholarship || undefined,
      openingsGrade: this.openingsGrade ? gradeNumber(this.openingsGrade) : undefined,
      deadlineOnOrAfter: this.deadlineNotPassed ? todayInLasVegas() : undefined,
      centre: centre ? { latitude: centre.latitude, longitude: centre.longitude } : undefined,
      radiusMiles: this.radius,
      // With a place set, nearest first unless another order is asked for (issue 35, "Near means near"):
      // premium listings are not pinned above nearer schools, their cards carry the paid-listing label.
      sort: this.sort ?? (centre ? 'distance' : 'best'),
    };
  }
}

/** Query of `GET /api/schools`: the filters and one page. */
export class SearchSchoolsRequest extends SchoolFilterRequest {
  @PublicPageParam()
  page?: number;

  @PublicLimitParam('Schools')
  limit?: number;

  toSearchFilter(centre: SearchCentre | null): SchoolSearchFilter {
    return { ...this.toFilter(centre), ...publicPage(this) };
  }
}

/** Query of `GET /api/schools/map`: the same filters and order as the list, without paging. */
export class SchoolMapRequest extends SchoolFilterRequest {}
