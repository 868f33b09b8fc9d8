import { Injectable } from '@nestjs/common';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { EntityManager as PgEntityManager } from '@mikro-orm/postgresql';
import { PaymentEventStore } from '../application/ports/payment-event-store';
import { StoredPaymentEvent } from '../domain/stored-payment-event';

@Injectable()
export class MikroOrmPaymentEventStore extends PaymentEventStore {
  constructor(private readonly em: PgEntityManager) {
    super();
  }

  async insertIfNew(event: StoredPaymentEvent): Promise<boolean> {
    // One statement, so two concurrent deliveries of one event store exactly one row.
    const rows: unknown[] = await this.em
      .fork()
      .getConnection()
      .execute(
        `insert into "payment_event" ("id", "type", "payload", "created_at", "received_at")
         values (?, ?, ?::jsonb, ?, ?) on conflict ("id") do nothing returning "id"`,
        [event.id, event.type, JSON.stringify(event.payload), event.createdAt, event.receivedAt],
      );
    return rows.length === 1;
  }

  async markQueued(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.em.fork().nativeUpdate(StoredPaymentEvent, { id: { $in: ids } }, { queuedAt: new Date() });
  }

  async lockUnprocessed(em: EntityManager, id: string): Promise<StoredPaymentEvent | null> {
    const event = await em.findOne(StoredPaymentEvent, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return event && !event.processedAt ? event : null;
  }

  async findStranded(queuedBefore: Date, limit: number): Promise<string[]> {
    const rows = await this.em
      .fork()
      .find(
        StoredPaymentEvent,
        { processedAt: null, $or: [{ queuedAt: null }, { queuedAt: { $lt: queuedBefore } }] },
        { fields: ['id'], orderBy: { receivedAt: 'asc' }, limit },
      );
    return rows.map((row) => row.id);
  }
}
