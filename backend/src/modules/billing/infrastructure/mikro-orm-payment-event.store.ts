import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { PaymentEventStore } from '../application/ports/payment-event-store';
import { StoredPaymentEvent } from '../domain/stored-payment-event';

/**
 * The intake and the relay run outside any transaction and use a fork of
 * their own; the worker's locked read and save go through the injected
 * EntityManager, which inside a transaction is that transaction's.
 */
@Injectable()
export class MikroOrmPaymentEventStore extends PaymentEventStore {
  constructor(private readonly em: EntityManager) {
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

  async lockUnprocessed(id: string): Promise<StoredPaymentEvent | null> {
    const event = await this.em.findOne(
      StoredPaymentEvent,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    return event && !event.processedAt ? event : null;
  }

  async save(event: StoredPaymentEvent): Promise<void> {
    await this.em.persist(event).flush();
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
