import { AppConfig } from '../../../config';
import type { UnitOfWork } from '../../../shared/database';
import type { Lead } from '../domain/lead';
import { EraseExpiredLeads, retentionCutoff } from './erase-expired-leads';
import { LeadMailer } from './ports/lead-mailer';
import type { LeadNotificationStore } from './ports/lead-notification.store';
import { LeadRepository } from './ports/lead.repository';

/** `pending` leads waiting to expire, erased in the order asked. */
class ExpiringLeads extends LeadRepository {
  readonly cutoffs: Date[] = [];
  readonly notesErased: string[][] = [];
  constructor(private pending: string[]) {
    super();
  }
  async insertIfNew() {
    return true;
  }
  async findForUpdate(): Promise<Lead | null> {
    return null;
  }
  async save() {}
  async addActivity() {}
  async eraseNotes(ids: string[]) {
    this.notesErased.push(ids);
  }
  async eraseCreatedBefore(cutoff: Date, _now: Date, limit: number) {
    this.cutoffs.push(cutoff);
    const batch = this.pending.slice(0, limit);
    this.pending = this.pending.slice(limit);
    return batch;
  }
}

class ForgettingMailer extends LeadMailer {
  readonly forgotten: string[][] = [];
  async queueSubmitted() {}
  async queueSummary() {}
  async forgetSummaries() {}
  async queueReply() {}
  async forget(ids: string[]) {
    this.forgotten.push(ids);
  }
}

const noSummaries = { deleteSummariesBefore: async () => [] } as unknown as LeadNotificationStore;

describe('EraseExpiredLeads', () => {
  it('erases in batches of 500, each with its notes and mails, until none is left', async () => {
    const ids = Array.from({ length: 1001 }, (_, n) => `lead-${n}`);
    const repo = new ExpiringLeads(ids);
    const mailer = new ForgettingMailer();
    const transactions: number[] = [];
    const unitOfWork: UnitOfWork = {
      transaction: async (work) => {
        transactions.push(1);
        return work();
      },
    };
    const config = Object.assign(new AppConfig(), { leads: { retentionMonths: 24 } });
    const erase = new EraseExpiredLeads(repo, mailer, unitOfWork, config, noSummaries);

    expect(await erase.execute(new Date('2026-11-23T12:00:00Z'))).toBe(1001);
    // Three batches of leads, then one (empty) batch of old daily summaries.
    expect(transactions).toHaveLength(4);
    expect(repo.cutoffs[0]).toEqual(new Date('2024-11-23T12:00:00Z'));
    expect(repo.notesErased.map((batch) => batch.length)).toEqual([500, 500, 1]);
    expect(mailer.forgotten.flat()).toEqual(ids);
    expect(await erase.execute(new Date('2026-11-23T12:00:00Z'))).toBe(0);
  });
});

describe('retentionCutoff', () => {
  it('goes back whole calendar months, clamping to the end of shorter months', () => {
    expect(retentionCutoff(new Date('2026-11-30T08:00:00Z'), 24)).toEqual(new Date('2024-11-30T08:00:00Z'));
    expect(retentionCutoff(new Date('2026-03-31T08:00:00Z'), 1)).toEqual(new Date('2026-02-28T08:00:00Z'));
    expect(retentionCutoff(new Date('2026-01-15T00:00:00Z'), 13)).toEqual(new Date('2024-12-15T00:00:00Z'));
    expect(retentionCutoff(new Date('2028-03-31T00:00:00Z'), 1)).toEqual(new Date('2028-02-29T00:00:00Z'));
  });
});
