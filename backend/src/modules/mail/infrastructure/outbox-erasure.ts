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

  /** Every stored mail whose key starts with one of `prefixes` (mails keyed per occurrence, e.g. per change). */
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
