import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CorrectionRepository, type CorrectionListItem } from '../application/ports/correction.repository';
import { SchoolCorrection, type CorrectionStatus } from '../domain/correction';

const LIST_LIMIT = 200;

/** `this.em` resolves to the UnitOfWork's transaction when called inside one (MikroORM's async context). */
@Injectable()
export class MikroOrmCorrectionRepository extends CorrectionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return this.em.getConnection('write').execute<T>(sql, params, 'all', this.em.getTransactionContext());
  }

  async add(correction: SchoolCorrection): Promise<void> {
    await this.em.persist(correction).flush();
  }

  async save(correction: SchoolCorrection): Promise<void> {
    await this.em.persist(correction).flush();
  }

  findByIdForUpdate(id: string): Promise<SchoolCorrection | null> {
    return this.em.findOne(SchoolCorrection, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async findItem(id: string): Promise<CorrectionListItem | null> {
    const correction = await this.em.findOne(SchoolCorrection, { id }, { refresh: true });
    return correction ? ((await this.withSchools([correction]))[0] ?? null) : null;
  }

  async list(filter: { schoolId?: number; status?: CorrectionStatus }): Promise<CorrectionListItem[]> {
    const where: Record<string, unknown> = {};
    if (filter.schoolId !== undefined) where.schoolId = filter.schoolId;
    if (filter.status) where.status = filter.status;
    const corrections = await this.em.find(SchoolCorrection, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: LIST_LIMIT,
      refresh: true,
    });
    return this.withSchools(corrections);
  }

  private async withSchools(corrections: SchoolCorrection[]): Promise<CorrectionListItem[]> {
    const ids = [...new Set(corrections.map((c) => c.schoolId))];
    // Names and slugs from directory's published view (never its table).
    const schools = ids.length
      ? await this.execute<{ id: number; name: string; slug: string }[]>(
          `select "id", "name", "slug" from "school_summary" where "id" in (${ids.map(() => '?').join(', ')})`,
          ids,
        )
      : [];
    const byId = new Map(schools.map((s) => [Number(s.id), s]));
    return corrections.map((correction) => ({
      correction,
      schoolName: byId.get(correction.schoolId)?.name ?? '',
      schoolSlug: byId.get(correction.schoolId)?.slug ?? '',
    }));
  }

  async decidedWithEmailBefore(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.execute<{ id: string }[]>(
      `select "id" from "school_correction" where "email" is not null and "decided_at" is not null and "decided_at" < ? order by "decided_at" limit ?`,
      [cutoff, limit],
    );
    return rows.map((row) => row.id);
  }

  async eraseEmails(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.execute(
      `update "school_correction" set "email" = null where "id" in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
  }
}
