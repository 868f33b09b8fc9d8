import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { requestsReachSomeone } from '../../directory';
import type { OpenHouseFormat, OpenHouseStatus } from '../domain/open-house';
import type { RsvpStatus } from '../domain/rsvp';
import type {
  AttendeeRow,
  OpenHouseFilter,
  OpenHouseReads,
  OwnerOpenHouseRow,
  PublicOpenHouseRow,
} from '../application/ports/open-house-reads';

interface Raw {
  id: string;
  title: string;
  starts_at: Date;
  duration_minutes: number;
  format: OpenHouseFormat;
  location: string | null;
  virtual_url: string | null;
  capacity: number;
  seats_taken: number;
  grade_min: number;
  grade_max: number;
  description: string;
  status: OpenHouseStatus;
  created_at: Date;
  school_id: number;
  school_name: string;
  school_slug: string;
  school_address: string;
  school_city: string;
  school_zip: string;
  school_image: string | null;
  school_phone: string | null;
  school_website: string | null;
  school_email: string | null;
  school_managed: boolean;
  neighborhood_name: string | null;
}

const SELECT = `select o.*, s."name" as school_name, s."slug" as school_slug, s."address" as school_address,
  s."city" as school_city, s."zip_code" as school_zip, s."image_url" as school_image, n."name" as neighborhood_name,
  s."phone" as school_phone, s."website" as school_website, s."email" as school_email,
  exists (select 1 from "school_owner_summary" so join "account_summary" u on u."id" = so."user_id"
    where so."school_id" = s."id" and so."is_active" and u."is_active") as school_managed
  from "open_house" o join "school_summary" s on s."id" = o."school_id" left join "neighborhood_summary" n on n."id" = s."neighborhood_id"`;

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : toDate(value));

function toPublic(row: Raw): PublicOpenHouseRow {
  const startsAt = toDate(row.starts_at);
  const campus = `${row.school_address}, ${row.school_city}, NV ${row.school_zip}`;
  return {
    id: row.id,
    title: row.title,
    startsAt,
    endsAt: new Date(startsAt.getTime() + row.duration_minutes * 60_000),
    durationMinutes: row.duration_minutes,
    format: row.format,
    address: row.format === 'virtual' ? null : row.location ? `${row.location}, ${campus}` : campus,
    virtualUrl: row.virtual_url,
    capacity: row.capacity,
    seatsLeft: Math.max(0, row.capacity - row.seats_taken),
    gradeMin: row.grade_min,
    gradeMax: row.grade_max,
    description: row.description,
    status: row.status,
    school: {
      id: row.school_id,
      name: row.school_name,
      slug: row.school_slug,
      neighborhoodName: row.neighborhood_name,
      imageUrl: row.school_image,
      takesRsvps: requestsReachSomeone({ hasActiveOwner: row.school_managed, email: row.school_email }),
      phone: row.school_phone,
      website: row.school_website,
    },
  };
}

/** OpenHouseReads in SQL over open-houses' tables. */
@Injectable()
export class SqlOpenHouseReads implements OpenHouseReads {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return this.em.getConnection('read');
  }

  async upcoming(
    filter: OpenHouseFilter,
    page: number,
    limit: number,
    now = new Date(),
  ): Promise<{ openHouses: PublicOpenHouseRow[]; total: number }> {
    const where = [`o."status" = 'scheduled'`, `o."starts_at" > ?`, `s."is_active"`, `s."is_premium"`];
    const params: unknown[] = [now];
    if (filter.grade !== undefined) {
      where.push(`o."grade_min" <= ? and o."grade_max" >= ?`);
      params.push(filter.grade, filter.grade);
    }
    if (filter.neighborhood) {
      where.push(`lower(n."name") = lower(?)`);
      params.push(filter.neighborhood);
    }
    if (filter.from) {
      where.push(`o."starts_at" >= ?`);
      params.push(filter.from);
    }
    if (filter.to) {
      where.push(`o."starts_at" < ?`);
      params.push(filter.to);
    }
    if (filter.format) {
      where.push(`o."format" = ?`);
      params.push(filter.format);
    }
    if (filter.schoolSlug) {
      where.push(`s."slug" = ?`);
      params.push(filter.schoolSlug);
    }
    const clause = where.join(' and ');
    const offset = (page - 1) * limit;
    const rows = await this.db.execute<Raw[]>(
      `${SELECT} where ${clause} order by o."starts_at", o."id" limit ? offset ?`,
      [...params, limit, offset],
    );
    // A page that is not full is the last one: the total follows without counting (a school page asks
    // for its few open houses on every render, and the SEO module once more for the page's head).
    if (rows.length < limit && (rows.length > 0 || offset === 0)) {
      return { openHouses: rows.map(toPublic), total: offset + rows.length };
    }
    const [count] = await this.db.execute<{ total: number }[]>(
      `select count(*)::int as total from "open_house" o join "school_summary" s on s."id" = o."school_id"
        left join "neighborhood_summary" n on n."id" = s."neighborhood_id" where ${clause}`,
      params,
    );
    return { openHouses: rows.map(toPublic), total: count?.total ?? 0 };
  }

  /**
   * Upcoming public open houses announced (created) after `since`, with when
   * they were announced: saved-search alerts list those at matching schools.
   * Served by `open_house_upcoming_idx` (few rows: only future ones).
   */
  async announcedSince(since: Date, now = new Date()): Promise<(PublicOpenHouseRow & { createdAt: Date })[]> {
    const rows = await this.db.execute<Raw[]>(
      `${SELECT} where o."status" = 'scheduled' and o."starts_at" > ? and o."created_at" > ? and s."is_active" and s."is_premium"
       order by o."starts_at", o."id"`,
      [now, since],
    );
    return rows.map((row) => ({ ...toPublic(row), createdAt: toDate(row.created_at) }));
  }

  /** One open house for its public page: any that is scheduled or cancelled, of an active premium school. */
  async publicById(id: string): Promise<PublicOpenHouseRow | null> {
    const [row] = await this.db.execute<Raw[]>(`${SELECT} where o."id" = ? and s."is_active" and s."is_premium"`, [id]);
    return row ? toPublic(row) : null;
  }

  async forSchool(schoolId: number): Promise<OwnerOpenHouseRow[]> {
    const rows = await this.db.execute<
      (Raw & { confirmed_count: number; waitlist_count: number; checked_in_count: number })[]
    >(
      `select q.*,
         (select coalesce(sum(r."party_size"), 0)::int from "open_house_rsvp" r where r."open_house_id" = q."id" and r."status" = 'confirmed') as confirmed_count,
         (select count(*)::int from "open_house_rsvp" r where r."open_house_id" = q."id" and r."status" = 'waitlisted') as waitlist_count,
         (select count(*)::int from "open_house_rsvp" r where r."open_house_id" = q."id" and r."checked_in_at" is not null) as checked_in_count
       from (${SELECT} where o."school_id" = ?) q
       order by (q."starts_at" < now()), case when q."starts_at" >= now() then q."starts_at" end asc, q."starts_at" desc`,
      [schoolId],
    );
    return rows.map((row) => ({
      ...toPublic(row),
      location: row.location,
      confirmedCount: row.confirmed_count,
      waitlistCount: row.waitlist_count,
      checkedInCount: row.checked_in_count,
      createdAt: toDate(row.created_at),
    }));
  }

  /** Everyone who RSVPed, confirmed first, then the waitlist in order, then cancellations. */
  async attendees(openHouseId: string): Promise<AttendeeRow[]> {
    const rows = await this.db.execute<
      {
        id: string;
        name: string;
        email: string;
        party_size: number;
        child_grade: string;
        status: RsvpStatus;
        checked_in_at: Date | null;
        created_at: Date;
        erased_at: Date | null;
      }[]
    >(
      `select * from "open_house_rsvp" where "open_house_id" = ?
        order by case "status" when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end, "created_at", "id"`,
      [openHouseId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      partySize: row.party_size,
      childGrade: row.child_grade,
      status: row.status,
      checkedInAt: toDateOrNull(row.checked_in_at),
      createdAt: toDate(row.created_at),
      erased: row.erased_at !== null,
    }));
  }
}
