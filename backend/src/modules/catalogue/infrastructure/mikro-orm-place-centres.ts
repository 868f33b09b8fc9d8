import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { ANY_TABLE, TableChangeFeed } from '../../../shared/database';
import { PlaceCentres } from '../application/ports/place-centres';
import type { SearchCentre } from '../domain/search-centre';
import { placeKey } from '../domain/valley-place';

/** How many place names `placeCentre` remembers at most. */
const PLACE_CENTRES_KEPT = 500;

const copyCentre = (centre: SearchCentre | null): SearchCentre | null => (centre ? { ...centre } : null);

/** Place centres in SQL: the gazetteer's place, else the mean pin of a neighborhood's or a city's active schools. */
@Injectable()
export class MikroOrmPlaceCentres extends PlaceCentres {
  /**
   * Place centres by normalised name (null: no such place), per process. A
   * city's centre averages every pinned school of it (33,000 at the bench's
   * 100,000), so `near=<city>` paid that on every request. Used only while the
   * change feed is live; any write to `school` or `neighborhood` (or the feed
   * going down) clears it, and a read that overlapped a change is not stored.
   */
  private readonly centres = new Map<string, SearchCentre | null>();
  private centresGeneration = 0;
  private centresWatched = false;

  constructor(
    private readonly em: EntityManager,
    @Optional() private readonly feed?: TableChangeFeed,
  ) {
    super();
  }

  /** The current transaction when there is one (seeding, benchmarks), else the pool. */
  private get knex(): Knex {
    return this.em.getTransactionContext<Knex.Transaction>() ?? this.em.getKnex();
  }

  async placeCentre(name: string): Promise<SearchCentre | null> {
    const text = name.trim().replace(/\s+/g, ' ').toLowerCase();
    const feed = this.feed;
    // Inside a transaction a read may see its own uncommitted writes: never remembered.
    const memo = feed !== undefined && !this.em.getTransactionContext();
    if (!memo) return this.readPlaceCentre(text);
    this.watchCentres(feed);
    if (feed.live && this.centres.has(text)) return copyCentre(this.centres.get(text)!);
    const generation = this.centresGeneration;
    const centre = await this.readPlaceCentre(text);
    if (feed.live && generation === this.centresGeneration) {
      // Names are visitors' text: bounded, emptied when full (the valley has a few dozen places).
      if (this.centres.size >= PLACE_CENTRES_KEPT) this.centres.clear();
      this.centres.set(text, copyCentre(centre));
    }
    return centre;
  }

  /** Subscribes once, on the first place looked up (so processes that never search open no LISTEN). */
  private watchCentres(feed: TableChangeFeed): void {
    if (this.centresWatched) return;
    this.centresWatched = true;
    feed.subscribe((table) => {
      if (table !== 'school' && table !== 'neighborhood' && table !== 'valley_place' && table !== ANY_TABLE) return;
      this.centresGeneration += 1;
      this.centres.clear();
    });
  }

  private async readPlaceCentre(text: string): Promise<SearchCentre | null> {
    // The gazetteer first: a community's own centre point (Skye Canyon, Mountain's Edge), which no
    // school table knows, and a truer centre than the mean of a neighborhood's schools.
    const place = (await this.knex
      .select('name as label')
      .select(this.knex.raw('latitude::float8 as latitude, longitude::float8 as longitude'))
      .from('valley_place')
      .where('name_key', placeKey(text))
      .first()) as { label: string; latitude: number; longitude: number } | undefined;
    if (place) return { ...place, kind: 'place' };

    const pinned = 's.is_active and s.latitude is not null and s.longitude is not null';
    const neighborhood = (await this.knex
      .select('n.name as label')
      .select(this.knex.raw('avg(s.latitude)::float8 as latitude, avg(s.longitude)::float8 as longitude'))
      .from('neighborhood_summary as n')
      .join('school as s', 's.neighborhood_id', 'n.id')
      .whereRaw(`lower(n.name) = ? and ${pinned}`, [text])
      .groupBy('n.id', 'n.name')
      .orderByRaw('count(*) desc, n.id')
      .first()) as { label: string; latitude: number; longitude: number } | undefined;
    if (neighborhood) return { ...neighborhood, kind: 'neighborhood' };

    // Served by school_city_point_idx (an index-only scan): a city may hold a third of the schools.
    const city = (await this.knex
      .select(
        this.knex.raw(
          'min(s.city) as label, avg(s.latitude)::float8 as latitude, avg(s.longitude)::float8 as longitude, count(*)::int as schools',
        ),
      )
      .from('school as s')
      .whereRaw(`lower(s.city) = ? and ${pinned}`, [text])
      .first()) as { label: string | null; latitude: number | null; longitude: number | null; schools: number };
    if (!city.schools || city.label === null || city.latitude === null || city.longitude === null) return null;
    return { label: city.label, latitude: city.latitude, longitude: city.longitude, kind: 'city' };
  }
}
