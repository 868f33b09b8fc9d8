import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { LeadRepository } from '../application/ports/lead.repository';
import { ERASED_FIELDS, Lead } from '../domain/lead';
import { LeadActivity } from '../domain/lead-activity';
import { LeadReply } from '../domain/lead-reply';

/** `this.em` resolves to the UnitOfWork's transaction when called inside one (MikroORM's async context). */
@Injectable()
export class MikroOrmLeadRepository extends LeadRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insertIfNew(lead: Lead): Promise<boolean> {
    // `on conflict do nothing`: a repeat (or a double click racing the first send) neither fails nor stores twice.
    const result = await this.em
      .createQueryBuilder(Lead)
      .insert({ ...lead })
      .onConflict('idempotencyKey')
      .ignore()
      .execute('run');
    return result.affectedRows > 0;
  }

  findForUpdate(leadId: string): Promise<Lead | null> {
    return this.em.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async save(lead: Lead): Promise<void> {
    await this.em.persist(lead).flush();
  }

  async addActivity(entry: LeadActivity): Promise<void> {
    await this.em.persist(entry).flush();
  }

  async eraseNotes(leadIds: string[]): Promise<void> {
    if (!leadIds.length) return;
    await this.em.nativeUpdate(LeadActivity, { leadId: { $in: leadIds }, kind: 'note' }, { text: '' });
    // Replies are written to the family, by name: blanked with the notes (their times stay for the figures).
    await this.em.nativeUpdate(LeadReply, { leadId: { $in: leadIds } }, { body: '' });
  }

  async eraseCreatedBefore(cutoff: Date, now: Date, limit: number): Promise<string[]> {
    const rows = await this.em.getConnection('write').execute<{ id: string }[]>(
      `update "lead" set
         "parent_first_name" = ?, "parent_last_name" = ?, "email" = ?, "phone" = null, "message" = ?,
         "preferred_times" = '[]'::jsonb, "source_page" = null, "erased_at" = ?, "updated_at" = ?
       where "id" in (
         select "id" from "lead" where "erased_at" is null and "created_at" < ?
         order by "created_at" limit ? for update skip locked
       )
       returning "id"`,
      [
        ERASED_FIELDS.parentFirstName,
        ERASED_FIELDS.parentLastName,
        ERASED_FIELDS.email,
        ERASED_FIELDS.message,
        now,
        now,
        cutoff,
        limit,
      ],
      'all',
      this.em.getTransactionContext(),
    );
    return rows.map((row) => row.id);
  }
}
