import { ChangeNotFoundError } from '../domain/moderation.errors';
import type { ModerationReads, PendingChangeRow } from '../infrastructure/moderation-reads';

/** One change as the reads show it (re-read after a write); a change that is gone answers 404, not a crash. */
export async function changeOrThrow(reads: ModerationReads, id: number): Promise<PendingChangeRow> {
  const row = await reads.change(id);
  if (!row) throw new ChangeNotFoundError();
  return row;
}
