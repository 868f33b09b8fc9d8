import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { OpenHouseRepository } from '../application/ports/open-house.repository';
import { OpenHouse } from '../domain/open-house';
import { ERASED_RSVP, OpenHouseRsvp } from '../domain/rsvp';

/** `this.em` resolves to the UnitOfWork's transaction when called inside one (MikroORM's async context). */
@Injectable()
export class MikroOrmOpenHouseRepository extends OpenHouseRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(openHouse: OpenHouse): Promise<void> {
    await this.em.persist(openHouse).flush();
  }

  findById(id: string): Promise<OpenHouse | null> {
    return this.em.findOne(OpenHouse, { id });
  }

  findByIdForUpdate(id: string): Promise<OpenHouse | null> {
    return this.em.findOne(OpenHouse, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async save(entity: OpenHouse | OpenHouseRsvp): Promise<void> {
    await this.em.persist(entity).flush();
  }

  async addRsvp(rsvp: OpenHouseRsvp): Promise<void> {
    await this.em.persist(rsvp).flush();
  }

  findRsvp(id: string): Promise<OpenHouseRsvp | null> {
    return this.em.findOne(OpenHouseRsvp, { id }, { refresh: true });
  }

  activeRsvps(openHouseId: string): Promise<OpenHouseRsvp[]> {
    return this.em.find(
      OpenHouseRsvp,
      { openHouseId, status: { $in: ['confirmed', 'waitlisted'] } },
      { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true },
    );
  }

  activeRsvpByEmail(openHouseId: string, email: string): Promise<OpenHouseRsvp | null> {
    return this.em.findOne(OpenHouseRsvp, {
      openHouseId,
      status: { $in: ['confirmed', 'waitlisted'] },
      email: { $ilike: email.trim().replace(/[\\%_]/g, '\\$&') },
    });
  }

  waitlist(openHouseId: string): Promise<OpenHouseRsvp[]> {
    return this.em.find(
      OpenHouseRsvp,
      { openHouseId, status: 'waitlisted' },
      { orderBy: { createdAt: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  async lockDueReminders(now: Date, withinMs: number, limit: number): Promise<OpenHouseRsvp[]> {
    const windowEnd = new Date(now.getTime() + withinMs);
    const rows = await this.em.getConnection('write').execute<{ id: string }[]>(
      `select r."id" from "open_house_rsvp" r join "open_house" o on o."id" = r."open_house_id"
        where r."status" = 'confirmed' and r."reminder_sent_at" is null and r."erased_at" is null
          and o."status" = 'scheduled' and o."starts_at" > ? and o."starts_at" <= ?
          and r."created_at" < o."starts_at" - (? * interval '1 millisecond')
        order by o."starts_at", r."id" limit ? for update of r skip locked`,
      [now, windowEnd, withinMs, limit],
      'all',
      this.em.getTransactionContext(),
    );
    if (!rows.length) return [];
    return this.em.find(OpenHouseRsvp, { id: { $in: rows.map((row) => row.id) } }, { refresh: true });
  }

  async eraseEndedBefore(cutoff: Date, now: Date, limit: number): Promise<string[]> {
    const rows = await this.em.getConnection('write').execute<{ id: string }[]>(
      `update "open_house_rsvp" set "name" = ?, "email" = ?, "erased_at" = ?, "updated_at" = ?
        where "id" in (
          select r."id" from "open_house_rsvp" r join "open_house" o on o."id" = r."open_house_id"
           where r."erased_at" is null
             and o."starts_at" + o."duration_minutes" * interval '1 minute' < ?
           order by r."id" limit ? for update of r skip locked
        )
        returning "id"`,
      [ERASED_RSVP.name, ERASED_RSVP.email, now, now, cutoff, limit],
      'all',
      this.em.getTransactionContext(),
    );
    return rows.map((row) => row.id);
  }
}
