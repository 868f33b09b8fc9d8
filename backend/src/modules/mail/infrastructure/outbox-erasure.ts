import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/**
 * Removes stored mails by key, in the caller's transaction: a mail's data
 * holds what its record held (a family's name, e-mail and message), so
 * erasing the record must erase its mails too. A mail not yet sent is then
 * never sent (its job finds no row).
 */
@Injectable()
export class OutboxErasure {
  constructor(private readonly em: EntityManager) {}

  async forget(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.em
      .getConnection('write')
      .execute(`delete from "mail_outbox" where "key" in (?)`, [keys], 'run', this.em.getTransactionContext());
  }
}
