import { randomUUID } from 'node:crypto';
import { MailOutbox, type QueuedMail } from '../../src/modules/mail';
import { UnitOfWork } from '../../src/shared/database';
import { processorWorkers } from '../../src/shared/observability';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { FAST_MAIL_ENV, startTestWorker, type TestWorker } from './test-worker';

/**
 * Bulk mail (the alert digests): queued with a low BullMQ priority, so any other mail overtakes a backlog
 * of them, and the mail queue is paced by MAIL_MAX_PER_SECOND for all workers together.
 */
describe('bulk mail behind other mail, at a steady pace', () => {
  let smtp: TestSmtpServer;
  let web: TestApp;
  let worker: TestWorker | undefined;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    // The web app only stores and queues: nothing is sent until the worker below starts.
    web = await createTestApp(FAST_MAIL_ENV);
  });

  afterAll(async () => {
    await worker?.close();
    await web?.close();
    await smtp?.close();
  });

  const mail = (to: string): QueuedMail => ({
    template: 'claim-received',
    to,
    key: `claim-received:${randomUUID()}`,
    data: { firstName: 'Bo', schoolName: 'Desert Oak' },
  });

  it('sends a mail queued after a backlog of bulk mails before them, and paces the queue', async () => {
    const run = randomUUID().slice(0, 8);
    const outbox = web.app.get(MailOutbox, { strict: false });
    const unitOfWork = web.app.get(UnitOfWork);
    const bulk = Array.from({ length: 8 }, (_, n) => `digest-${n}-${run}@example.com`);
    const urgent = `reset-${run}@example.com`;
    await unitOfWork.transaction(() => outbox.queueMany(bulk.map(mail), { bulk: true }));
    await unitOfWork.transaction(() => outbox.queue(mail(urgent)));
    // Both hand-overs to the queue happen after commit, without being awaited by the caller.
    await new Promise((done) => setTimeout(done, 500));

    worker = await startTestWorker({ SMTP_URL: smtp.url, MAIL_MAX_PER_SECOND: '3' });
    const [mailWorker] = processorWorkers(worker.module).filter((w) => w.name === 'mail');
    expect(mailWorker.opts.limiter).toEqual({ max: 3, duration: 1000 });

    const ours = () => smtp.received.filter((m) => m.to.some((to) => to.endsWith(`-${run}@example.com`)));
    await smtp.waitFor(() => ours().length === bulk.length + 1, 60_000, 'every mail of this test');
    const order = ours().map((m) => m.to[0]);
    // Without the priority the urgent mail would be the last of nine (first in, first out); with it, it is
    // among the first the worker takes (four at a time, three per second).
    expect(order.indexOf(urgent)).toBeLessThan(3);
    expect(new Set(order)).toEqual(new Set([...bulk, urgent]));
  }, 120_000);
});
