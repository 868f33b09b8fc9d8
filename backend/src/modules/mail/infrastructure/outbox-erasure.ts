import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxErasure } from '../application/ports/outbox-erasure';

/** OutboxErasure as deletes on `mail_outbox`, in the caller's open transaction. */
@Injectable()
export class SqlOutboxErasure implements OutboxErasure {
  constructor(private readonly em: EntityManager) {}

  async forget(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.em
      .getConnection('write')
      .execute(`delete from "mail_outbox" where "key" in (?)`, [keys], 'run', this.em.getTransactionContext());
  }

  async forgetStartingWith(prefixes: string[]): Promise<void> {
    if (!prefixes.length) return;
    const patterns = prefixes.map((prefix) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`);
    await this.em
      .getConnection('write')
      .execute(
        `delete from "mail_outbox" where "key" like any(array[?]::text[])`,
        [patterns],
        'run',
        this.em.getTransactionContext(),
      );
  }
}
