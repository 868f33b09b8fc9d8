import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ReviewRepository, type ReviewReport } from '../application/ports/review.repository';
import { Review } from '../domain/review';
import { ReviewConfirmedTwiceError } from '../domain/reviews.errors';

/** `this.em` resolves to the UnitOfWork's transaction when called inside one (MikroORM's async context). */
@Injectable()
export class MikroOrmReviewRepository extends ReviewRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return this.em.getConnection('write').execute<T>(sql, params, 'all', this.em.getTransactionContext());
  }

  async add(review: Review): Promise<void> {
    await this.em.persist(review).flush();
  }

  async save(review: Review): Promise<void> {
    try {
      await this.em.persist(review).flush();
    } catch (error) {
      // review_live_email_unique: another review of the address for this school was confirmed at the same moment.
      if (error instanceof UniqueConstraintViolationException) throw new ReviewConfirmedTwiceError();
      throw error;
    }
  }

  findById(id: string): Promise<Review | null> {
    return this.em.findOne(Review, { id }, { refresh: true });
  }

  findByIdForUpdate(id: string): Promise<Review | null> {
    return this.em.findOne(Review, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async sameTextAtOtherSchools(fingerprint: string, schoolId: number): Promise<boolean> {
    const rows = await this.execute<object[]>(
      `select 1 from "review" where "body_fingerprint" = ? and "school_id" <> ? limit 1`,
      [fingerprint, schoolId],
    );
    return rows.length > 0;
  }

  async confirmedForSchoolSince(schoolId: number, since: Date, exceptId: string): Promise<number> {
    const [row] = await this.execute<{ count: string }[]>(
      `select count(*) as "count" from "review"
        where "school_id" = ? and "confirmed_at" >= ? and "id" <> ? and "status" <> 'unconfirmed'`,
      [schoolId, since, exceptId],
    );
    return Number(row?.count ?? 0);
  }

  liveByEmail(schoolId: number, email: string, exceptId: string): Promise<Review[]> {
    return this.em.find(
      Review,
      { schoolId, email, status: { $in: ['held', 'published'] }, id: { $ne: exceptId } },
      { refresh: true },
    );
  }

  async delete(ids: string[]): Promise<void> {
    if (!ids.length) return;
    for (const id of ids) {
      const loaded = this.em.getUnitOfWork().getById<Review>(Review.name, id);
      if (loaded) this.em.getUnitOfWork().unsetIdentity(loaded);
    }
    // Reports and helpful votes go with the review (foreign keys on delete cascade).
    await this.execute<object[]>(`delete from "review" where "id" in (?)`, [ids]);
  }

  async unconfirmedBefore(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.execute<{ id: string }[]>(
      `select "id" from "review" where "status" = 'unconfirmed' and "created_at" < ?
        order by "created_at" limit ? for update skip locked`,
      [cutoff, limit],
    );
    return rows.map((row) => row.id);
  }

  async addReport(report: ReviewReport): Promise<void> {
    await this.execute<object[]>(
      `insert into "review_report" ("id", "review_id", "guideline", "note", "reporter_kind", "reporter_user_id", "created_at")
       values (?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        report.reviewId,
        report.guideline,
        report.note,
        report.reporterKind,
        report.reporterUserId,
        report.createdAt,
      ],
    );
  }

  async resolveReports(reviewId: string, now: Date): Promise<number> {
    const rows = await this.execute<object[]>(
      `update "review_report" set "resolved_at" = ? where "review_id" = ? and "resolved_at" is null returning "id"`,
      [now, reviewId],
    );
    return rows.length;
  }

  async addHelpfulVote(reviewId: string, visitorHash: string, now: Date): Promise<boolean> {
    // One statement: the vote is inserted once (primary key) and only a new one raises the count.
    const rows = await this.execute<{ review_id: string }[]>(
      `with vote as (
         insert into "review_helpful_vote" ("review_id", "visitor_hash", "created_at") values (?, ?, ?)
         on conflict do nothing returning "review_id"
       )
       update "review" set "helpful_count" = "helpful_count" + 1 where "id" in (select "review_id" from vote)
       returning "id" as "review_id"`,
      [reviewId, visitorHash, now],
    );
    return rows.length > 0;
  }
}
