import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { SandboxObjectNotFoundError } from '../domain/payment-sandbox.errors';
import type { SandboxObjectType } from '../domain/sandbox-records';
import { SandboxObject } from './sandbox-object.schema';

/** Stripe keeps idempotency keys for 24 hours; the sandbox does the same. */
const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;
/** Ids this sandbox makes (`cs_test_sbx_…`, `sub_sbx_…`): anything else, say a NUL from a crafted link, is simply not found. */
const SANDBOX_ID = /^\w{1,100}$/;

/** Inside `SandboxStore.transaction`: objects read with a row lock, and the writes that commit together. */
export interface SandboxTransaction {
  /** The object, locked until the transaction ends; null when there is none of that type. */
  lock<T>(type: SandboxObjectType, id: string): Promise<T | null>;
  /** Writes a locked object's new state, or a new object. */
  put<T extends { id: string }>(type: SandboxObjectType, object: T, idempotencyKey?: string | null): void;
}

/**
 * The sandbox's memory: every object it hands out, in `payment_sandbox_object`.
 * Each call forks its own EntityManager, so the sandbox never joins (or
 * breaks) the caller's unit of work, as a remote provider would not.
 */
@Injectable()
export class SandboxStore {
  constructor(private readonly em: EntityManager) {}

  static newId(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString('hex')}`;
  }

  async get<T>(type: SandboxObjectType, id: string, what: string = type.replace(/_/g, ' ')): Promise<T> {
    if (!SANDBOX_ID.test(id)) throw new SandboxObjectNotFoundError(what);
    const row = await this.em.fork().findOne(SandboxObject, { id, type });
    if (!row) throw new SandboxObjectNotFoundError(what);
    return row.data as unknown as T;
  }

  /** The first object of a type whose JSON contains `fields` (e.g. an invoice by its client secret). */
  async findBy<T>(type: SandboxObjectType, fields: Record<string, string>): Promise<T | null> {
    const row = await this.em.fork().findOne(SandboxObject, { type, data: fields });
    return row ? (row.data as unknown as T) : null;
  }

  /** Every object of a type whose JSON contains `fields`, newest first. */
  async listBy<T>(type: SandboxObjectType, fields: Record<string, string>): Promise<T[]> {
    const rows = await this.em.fork().find(SandboxObject, { type, data: fields }, { orderBy: { createdAt: 'desc' } });
    return rows.map((row) => row.data as unknown as T);
  }

  /**
   * Stripe's idempotency: the same key within 24 h answers the first object.
   * An older key is released so the create starts over.
   */
  async reuseKey<T>(type: SandboxObjectType, key: string): Promise<T | null> {
    const em = this.em.fork();
    const row = await em.findOne(SandboxObject, { type, idempotencyKey: key });
    if (!row) return null;
    if (Date.now() - row.createdAt.getTime() < IDEMPOTENCY_WINDOW_MS) return row.data as unknown as T;
    row.idempotencyKey = null;
    await em.flush();
    return null;
  }

  async createOnce<T extends { id: string }>(
    type: SandboxObjectType,
    key: string,
    prefix: string,
    build: (id: string) => T,
  ): Promise<T> {
    const existing = await this.reuseKey<T>(type, key);
    if (existing) return existing;
    const object = build(SandboxStore.newId(prefix));
    await this.em.fork().persistAndFlush(record(type, object, key));
    return object;
  }

  /** Reads under row locks and writes in one database transaction (one click pays once). */
  transaction<R>(work: (tx: SandboxTransaction) => Promise<R>): Promise<R> {
    return this.em.fork().transactional(async (em) => {
      const locked = new Map<string, SandboxObject>();
      return work({
        lock: async <T>(type: SandboxObjectType, id: string) => {
          const row = await em.findOne(SandboxObject, { id, type }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (!row) return null;
          locked.set(id, row);
          return { ...(row.data as unknown as T) };
        },
        put: (type, object, idempotencyKey = null) => {
          const row = locked.get(object.id);
          if (row) row.data = { ...object } as Record<string, unknown>;
          else em.persist(record(type, object, idempotencyKey));
        },
      });
    });
  }
}

function record(type: SandboxObjectType, object: { id: string }, key: string | null): SandboxObject {
  return Object.assign(new SandboxObject(), {
    id: object.id,
    type,
    idempotencyKey: key,
    data: { ...object } as Record<string, unknown>,
  });
}
