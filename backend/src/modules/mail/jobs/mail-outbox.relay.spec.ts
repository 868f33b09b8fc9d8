import type { AppConfig } from '../../../config';
import type { MikroOrmOutboxRepository } from '../infrastructure/mikro-orm-outbox.repository';
import { MailOutboxRelay } from './mail-outbox.relay';
import { BULK_MAIL_PRIORITY, type MailQueue } from './mail.queue';

describe('MailOutboxRelay', () => {
  it('re-queues stranded digests with the bulk priority and every other mail without one', async () => {
    const rows = [
      { id: 'a', template: 'alert-digest' },
      { id: 'b', template: 'password-reset' },
      { id: 'c', template: 'alert-digest' },
      { id: 'd', template: 'open-house-reminder' },
    ];
    const outbox = {
      relayDue: async (_after: number, _limit: number, relay: (due: typeof rows) => Promise<void>) => {
        await relay(rows);
        return rows.length;
      },
    } as unknown as MikroOrmOutboxRepository;
    const enqueue = jest.fn().mockResolvedValue(undefined);
    const config = { mail: { requeueAfterMs: 60_000 } } as AppConfig;
    const relay = new MailOutboxRelay(outbox, { enqueue } as unknown as MailQueue, config);

    expect(await relay.relayOnce()).toBe(4);
    expect(enqueue.mock.calls).toEqual([[['b', 'd']], [['a', 'c'], BULK_MAIL_PRIORITY]]);
  });
});
