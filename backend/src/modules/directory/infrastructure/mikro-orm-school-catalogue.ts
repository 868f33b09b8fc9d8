import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { likeContains } from '../../../shared/database';
import {
  SchoolCatalogue,
  type PublicSchool,
  type SchoolSearchFilter,
  type SchoolSearchResult,
} from '../application/ports/school-catalogue';
import { schoolLocationDocument } from './school.schema';

/** The row the public queries select: school columns plus the neighborhood name. */
interface SchoolRow {
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
  social_links: PublicSchool['socialLinks'];
  video_urls: string[];
  additional_images: string[];
  image_url: string | null;
  updated_at: string;
}

const PUBLIC_COLUMNS = [
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
  'social_links',
  'video_urls',
  'additional_images',
  'image_url',
].map((column) => `s.${column}`);

/**
 * MikroORM leaves timestamps as text in raw rows; JSON gives them in ISO 8601,
 * which Date parses everywhere. Also the neighborhood's name.
 */
const DERIVED_COLUMNS = [`(to_json(s.updated_at) #>> '{}') as updated_at`, 'n.name as neighborhood_name'];

/**
 * A PostgreSQL array literal ('{"a","b"}') bound as ONE parameter: knex would
 * expand a JS array binding into a list of placeholders.
 */
function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

function toPublicSchool(row: SchoolRow): PublicSchool {
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
    socialLinks: row.social_links ?? null,
    videoUrls: row.video_urls ?? [],
    additionalImages: row.additional_images ?? [],
    imageUrl: row.image_url,
    updatedAt: new Date(row.updated_at),
  };
}

interface LocationMatch {
  /** lowercased, trimmed search text */
  text: string;
  /** neighborhoods whose name matches the text */
  neighborhoodIds: number[];
}

/**
 * Directory search in SQL. Every condition is written so an index can serve it
 * (see the catalogue migration); the neighborhood names are resolved to ids
 * first (ten rows) so the planner sees constants, not a sub-select.
 */
@Injectable()
export class MikroOrmSchoolCatalogue extends SchoolCatalogue {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** The current transaction when there is one (seeding, benchmarks), else the pool. */
  private get knex(): Knex {
    return this.em.getTransactionContext<Knex.Transaction>() ?? this.em.getKnex();
  }

  async search(filter: SchoolSearchFilter): Promise<SchoolSearchResult> {
    let neighborhoodIds: number[] | undefined;
    if (filter.neighborhoods?.length) {
      neighborhoodIds = await this.neighborhoodIdsByName(filter.neighborhoods);
      if (!neighborhoodIds.length) return { schools: [], total: 0 };
    }
    const location = filter.location ? await this.locationMatch(filter.location) : undefined;

    const where = (query: Knex.QueryBuilder) => {
      query.where('s.is_active', true);
      if (location) {
        const document = schoolLocationDocument('s');
        query.where((inner) => {
          inner
            .whereRaw(`${document} like ?`, [likeContains(location.text)])
            .orWhereRaw(`? <% ${document}`, [location.text]);
          if (location.neighborhoodIds.length)
            inner.orWhereRaw('s.neighborhood_id = any(?::int[])', [pgArray(location.neighborhoodIds)]);
        });
      }
      if (filter.grades?.length) {
        query.where((inner) => {
          for (const span of filter.grades!)
            inner.orWhereRaw('(s.grade_min <= ? and s.grade_max >= ?)', [span.max, span.min]);
        });
      }
      if (filter.schoolTypes?.length) query.whereIn('s.school_type', filter.schoolTypes);
      if (neighborhoodIds) query.whereRaw('s.neighborhood_id = any(?::int[])', [pgArray(neighborhoodIds)]);
      if (filter.tuitionMin !== undefined)
        query.whereRaw('coalesce(s.tuition_max, s.tuition_min) >= ?', [filter.tuitionMin]);
      if (filter.tuitionMax !== undefined)
        query.whereRaw('coalesce(s.tuition_min, s.tuition_max) <= ?', [filter.tuitionMax]);
      if (filter.zipCode) query.where('s.zip_code', filter.zipCode);
      if (filter.features?.length) query.whereRaw('s.features && ?::text[]', [pgArray(filter.features)]);
      if (filter.featured) query.where('s.is_premium', true);
      return query;
    };

    const page = this.knex
      .select(...PUBLIC_COLUMNS, ...DERIVED_COLUMNS.map((column) => this.knex.raw(column)))
      .from('school as s')
      .leftJoin('neighborhood as n', 'n.id', 's.neighborhood_id')
      .modify(where)
      .orderBy('s.is_premium', 'desc');
    if (location) {
      // Literal matches first, then the closest fuzzy ones; a matching neighborhood counts as a match.
      const document = schoolLocationDocument('s');
      page.orderByRaw(
        `(case when ${document} like ? then 1 else 0 end) desc, greatest(word_similarity(?, ${document}), case when s.neighborhood_id = any(?::int[]) then word_similarity(?, lower(n.name)) else 0 end) desc`,
        [likeContains(location.text), location.text, pgArray(location.neighborhoodIds), location.text],
      );
    }
    page
      .orderBy('s.name', 'asc')
      .orderBy('s.id', 'asc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);

    const count = this.knex.count<{ total: string }[]>('* as total').from('school as s').modify(where);
    const [rows, [{ total }]] = await Promise.all([page as Promise<SchoolRow[]>, count]);
    return { schools: rows.map(toPublicSchool), total: Number(total) };
  }

  async findBySlug(slug: string): Promise<PublicSchool | null> {
    const row = (await this.knex
      .select(...PUBLIC_COLUMNS, ...DERIVED_COLUMNS.map((column) => this.knex.raw(column)))
      .from('school as s')
      .leftJoin('neighborhood as n', 'n.id', 's.neighborhood_id')
      .where({ 's.slug': slug, 's.is_active': true })
      .first()) as SchoolRow | undefined;
    return row ? toPublicSchool(row) : null;
  }

  async counts(): Promise<{ schools: number; schoolTypes: number }> {
    const row = (await this.knex
      .from('school')
      .where('is_active', true)
      .select(this.knex.raw('count(*)::int as schools, count(distinct school_type)::int as school_types'))
      .first()) as {
      schools: number;
      school_types: number;
    };
    return { schools: row.schools, schoolTypes: row.school_types };
  }

  async lastChange(): Promise<Date | null> {
    const row = (await this.knex
      .from('school')
      .where('is_active', true)
      .select(this.knex.raw(`(to_json(max(updated_at)) #>> '{}') as last`))
      .first()) as { last: string | null };
    return row.last ? new Date(row.last) : null;
  }

  async sitemapSlice(offset: number, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
    const rows = (await this.knex
      .select('slug', this.knex.raw(`(to_json(updated_at) #>> '{}') as updated_at`))
      .from('school')
      .where('is_active', true)
      .orderBy('id')
      .offset(offset)
      .limit(limit)) as { slug: string; updated_at: string }[];
    return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
  }

  private async neighborhoodIdsByName(names: string[]): Promise<number[]> {
    const rows = (await this.knex
      .select('id')
      .from('neighborhood')
      .whereRaw('lower(name) = any(?::text[])', [pgArray(names.map((name) => name.trim().toLowerCase()))])) as {
      id: number;
    }[];
    return rows.map((row) => row.id);
  }

  private async locationMatch(raw: string): Promise<LocationMatch | undefined> {
    const text = raw.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!text) return undefined;
    const rows = (await this.knex
      .select('id')
      .from('neighborhood')
      .whereRaw('lower(name) like ?', [likeContains(text)])
      .orWhereRaw('? <% lower(name)', [text])) as { id: number }[];
    return { text, neighborhoodIds: rows.map((row) => row.id) };
  }
}
