import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AlertRepository } from '../application/ports/alert.repository';
import { SavedSearchAlert } from '../domain/saved-search-alert';

/** `this.em` resolves to the UnitOfWork's transaction when called inside one (MikroORM's async context). */
@Injectable()
export class MikroOrmAlertRepository extends AlertRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return this.em.getConnection('write').execute<T>(sql, params, 'all', this.em.getTransactionContext());
  }

  async add(alert: SavedSearchAlert): Promise<void> {
    await this.em.persist(alert).flush();
  }

  async save(alert: SavedSearchAlert): Promise<void> {
    await this.em.persist(alert).flush();
  }

  findById(id: string): Promise<SavedSearchAlert | null> {
    return this.em.findOne(SavedSearchAlert, { id }, { refresh: true });
  }

  byEmail(email: string): Promise<SavedSearchAlert[]> {
    return this.em.find(SavedSearchAlert, { email }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
  }

  async delete(alertIds: string[]): Promise<void> {
    if (!alertIds.length) return;
    await this.execute<object[]>(`delete from "saved_search_alert" where "id" in (?)`, [alertIds]);
  }

  async dueForDigest(
    periodKeys: Record<SavedSearchAlert['frequency'], string>,
    afterId: string | null,
    limit: number,
  ): Promise<string[]> {
    const rows = await this.execute<{ id: string }[]>(
      `select a."id" from "saved_search_alert" a
        where a."confirmed_at" is not null and a."id" > ?
          and not exists (select 1 from "alert_digest_sent" d where d."alert_id" = a."id"
            and d."period_key" = case a."frequency" when 'weekly' then ? else ? end)
        order by a."id" limit ?`,
      [afterId ?? '00000000-0000-0000-0000-000000000000', periodKeys.weekly, periodKeys.daily, limit],
    );
    return rows.map((row) => row.id);
  }

  async claimPeriods(
    alertIds: string[],
    periodKeys: Record<SavedSearchAlert['frequency'], string>,
    now: Date,
  ): Promise<SavedSearchAlert[]> {
    if (!alertIds.length) return [];
    const rows = await this.execute<{ alert_id: string }[]>(
      `insert into "alert_digest_sent" ("alert_id", "period_key", "sent_at", "items")
        select a."id", case a."frequency" when 'weekly' then ? else ? end, ?, 0
          from "saved_search_alert" a where a."id" in (?) and a."confirmed_at" is not null
        order by a."id"
        on conflict do nothing returning "alert_id"`,
      [periodKeys.weekly, periodKeys.daily, now, alertIds],
    );
    if (!rows.length) return [];
    // Read-only copies, not managed by the EntityManager: a run claims up to 100,000 alerts, and managed
    // entities would pile up in the worker's identity map (which every transaction's fork copies).
    const alerts = await this.execute<AlertRow[]>(
      `select "id", "email", "filters", "frequency", "confirmed_at", "renewed_at", "last_digest_at", "created_at"
         from "saved_search_alert" where "id" in (?) order by "id"`,
      [rows.map((row) => row.alert_id)],
    );
    return alerts.map(toAlert);
  }

  async markDigested(alertIds: string[], at: Date): Promise<void> {
    if (!alertIds.length) return;
    await this.execute<object[]>(`update "saved_search_alert" set "last_digest_at" = ? where "id" in (?)`, [
      at,
      alertIds,
    ]);
  }

  async recordItems(entries: { alertId: string; periodKey: string; items: number }[]): Promise<void> {
    if (!entries.length) return;
    await this.execute<object[]>(
      `update "alert_digest_sent" d set "items" = e."items"
        from jsonb_to_recordset(cast(? as jsonb)) as e("alert_id" uuid, "period_key" text, "items" int)
        where d."alert_id" = e."alert_id" and d."period_key" = e."period_key"`,
      [JSON.stringify(entries.map((e) => ({ alert_id: e.alertId, period_key: e.periodKey, items: e.items })))],
    );
  }

  async oldestDueSince(periodKeys: Record<SavedSearchAlert['frequency'], string>): Promise<Date | null> {
    const [row] = await this.execute<{ since: string | null }[]>(
      `select (to_json(min(coalesce(a."last_digest_at", a."confirmed_at"))) #>> '{}') as "since"
         from "saved_search_alert" a
        where a."confirmed_at" is not null
          and not exists (select 1 from "alert_digest_sent" d where d."alert_id" = a."id"
            and d."period_key" = case a."frequency" when 'weekly' then ? else ? end)`,
      [periodKeys.weekly, periodKeys.daily],
    );
    return row?.since ? new Date(row.since) : null;
  }

  async lapsedBefore(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.execute<{ id: string }[]>(
      `select "id" from "saved_search_alert"
        where "confirmed_at" is not null and coalesce("renewed_at", "confirmed_at") < ?
        order by coalesce("renewed_at", "confirmed_at") limit ?`,
      [cutoff, limit],
    );
    return rows.map((row) => row.id);
  }

  async periodKeys(alertIds: string[]): Promise<{ alertId: string; periodKey: string }[]> {
    if (!alertIds.length) return [];
    const rows = await this.execute<{ alert_id: string; period_key: string }[]>(
      `select "alert_id", "period_key" from "alert_digest_sent" where "alert_id" in (?)`,
      [alertIds],
    );
    return rows.map((row) => ({ alertId: row.alert_id, periodKey: row.period_key }));
  }

  async unconfirmedBefore(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.execute<{ id: string }[]>(
      `select "id" from "saved_search_alert" where "confirmed_at" is null and "created_at" < ? order by "created_at" limit ?`,
      [cutoff, limit],
    );
    return rows.map((row) => row.id);
  }
}

interface AlertRow {
  id: string;
  email: string;
  filters: Record<string, unknown> | string;
  frequency: SavedSearchAlert['frequency'];
  confirmed_at: Date | string | null;
  renewed_at: Date | string | null;
  last_digest_at: Date | string | null;
  created_at: Date | string;
}

const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function toAlert(row: AlertRow): SavedSearchAlert {
  return Object.assign(new SavedSearchAlert(), {
    id: row.id,
    email: row.email,
    filters: typeof row.filters === 'string' ? (JSON.parse(row.filters) as Record<string, unknown>) : row.filters,
    frequency: row.frequency,
    confirmedAt: toDate(row.confirmed_at),
    renewedAt: toDate(row.renewed_at),
    lastDigestAt: toDate(row.last_digest_at),
    createdAt: toDate(row.created_at)!,
  });
}
