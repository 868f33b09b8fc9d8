import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EventSubscriber, Transaction, TransactionEventArgs } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';

type Callback = () => Promise<void>;

/**
 * Runs callbacks once the root database transaction they were registered in
 * has committed (never when it rolls back). MikroORM announces commits through
 * its event manager, which every forked EntityManager shares.
 */
@Injectable()
export class AfterCommit implements OnModuleInit, EventSubscriber {
  private readonly pending = new WeakMap<object, Callback[]>();

  constructor(private readonly orm: MikroORM) {}

  onModuleInit(): void {
    this.orm.em.getEventManager().registerSubscriber(this);
  }

  /** Registers `callback` for the commit of `trx` (a savepoint counts as its outermost transaction). */
  register(trx: Transaction, callback: Callback): void {
    const root = rootTransaction(trx);
    const callbacks = this.pending.get(root) ?? [];
    callbacks.push(callback);
    this.pending.set(root, callbacks);
  }

  async afterTransactionCommit({ transaction }: TransactionEventArgs): Promise<void> {
    if (!transaction) return;
    const callbacks = this.pending.get(transaction);
    if (!callbacks) return;
    this.pending.delete(transaction);
    // The caller's data is committed: a failing callback must not turn its success into an error.
    for (const callback of callbacks) await callback().catch(() => undefined);
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) this.pending.delete(transaction);
  }
}

/**
 * MikroORM marks a savepoint with a private `parentTransaction` symbol; the
 * hooks fire only for the outermost transaction, so callbacks are filed there.
 */
function rootTransaction(trx: Transaction): object {
  let current = trx as object;
  for (;;) {
    const parentKey = Object.getOwnPropertySymbols(current).find((s) => s.description === 'parentTransaction');
    const parent = parentKey ? (current as Record<symbol, unknown>)[parentKey] : undefined;
    if (!parent || typeof parent !== 'object') return current;
    current = parent;
  }
}
