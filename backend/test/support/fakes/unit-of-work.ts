import { UnitOfWork } from '../../../src/shared/database';

/**
 * UnitOfWork for unit specs. Nested calls join the open transaction (as
 * MikroORM does, through a savepoint). The in-memory fakes register how to
 * undo each write they make inside one, so a failed transaction leaves them as
 * a rolled-back database would; writes that need a transaction (the mail
 * outbox) fail outside one, as the real adapters do.
 */
export class FakeUnitOfWork extends UnitOfWork {
  private readonly frames: (() => void)[][] = [];
  commits = 0;
  rollbacks = 0;

  get active(): boolean {
    return this.frames.length > 0;
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const frame: (() => void)[] = [];
    this.frames.push(frame);
    try {
      const result = await work();
      this.frames.pop();
      const outer = this.frames.at(-1);
      if (outer) outer.push(...frame);
      else this.commits++;
      return result;
    } catch (error) {
      this.frames.pop();
      for (const undo of frame.reverse()) undo();
      if (!this.frames.length) this.rollbacks++;
      throw error;
    }
  }

  /** Called by the fakes for each write: `undo` runs if the transaction it belongs to fails. */
  onRollback(undo: () => void): void {
    this.frames.at(-1)?.push(undo);
  }

  assertActive(what: string): void {
    if (!this.active) throw new Error(`${what} must run inside a transaction`);
  }
}

/** An in-memory table: rows by id, new rows numbered from 1, inserts undone on rollback. */
export class MemoryTable<T extends { id: number }> {
  readonly rows = new Map<number, T>();
  private nextId = 1;

  constructor(private readonly unitOfWork?: FakeUnitOfWork) {}

  seed(...rows: T[]): T[] {
    for (const row of rows) {
      row.id ??= this.nextId;
      this.nextId = Math.max(this.nextId, row.id + 1);
      this.rows.set(row.id, row);
    }
    return rows;
  }

  save(row: T): void {
    if (row.id !== undefined && this.rows.has(row.id)) return;
    row.id ??= this.nextId++;
    this.rows.set(row.id, row);
    const id = row.id;
    this.unitOfWork?.onRollback(() => this.rows.delete(id));
  }

  get(id: number): T | null {
    return this.rows.get(id) ?? null;
  }

  all(): T[] {
    return [...this.rows.values()];
  }
}
