import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { MailOutbox } from '../../src/modules/mail';
import { UnitOfWork } from '../../src/shared/database';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { FAST_MAIL_ENV, startTestWorker } from './test-worker';

const BACKEND = resolve(__dirname, '../..');

/** The real worker entry point (`src/worker.ts`) as a separate process, so it can be SIGKILLed. */
function spawnWorker(smtpUrl: string): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/worker.ts'], {
    cwd: BACKEND,
    env: { ...process.env, ...FAST_MAIL_ENV, SMTP_URL: smtpUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) =>
    child.on('exit', (code) => {
      if (code && code !== 0) console.error(`worker exited with ${code}:\n${output}`);
      done(code);
    }),
  );
  return { child, exited };
}

/** The nice value of each thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceValues(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('mail worker crash and shutdown', () => {
  let smtp: TestSmtpServer;
  let web: TestApp;
  let outbox: MailOutbox;
  let unitOfWork: UnitOfWork;
  let orm: MikroORM;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    web = await createTestApp(FAST_MAIL_ENV);
    outbox = web.app.get(MailOutbox, { strict: false });
    unitOfWork = web.app.get(UnitOfWork);
    orm = web.app.get(MikroORM);
  });

  afterAll(async () => {
    await web?.close();
    await smtp?.close();
  });

  async function queueMail(to: string): Promise<string> {
    const key = `change-rejected:${randomUUID()}`;
    await unitOfWork.transaction(async () => {
      await outbox.queue({ template: 'change-rejected', to, key, data: { schoolName: 'Sage Hill', notes: 'Fix' } });
    });
    return key;
  }

  async function sentAt(key: string): Promise<Date | null> {
    const [row] = await orm.em
      .fork()
      .getConnection()
      .execute<{ sent_at: Date | null }[]>('select sent_at from mail_outbox where key = ?', [key]);
    return row?.sent_at ?? null;
  }

  it('delivers exactly once after the worker is killed mid-send and another one starts', async () => {
    const to = `crash-${randomUUID().slice(0, 8)}@example.com`;
    smtp.verdict = (mail) => (mail.to.includes(to) && smtp.held.length === 0 ? 'hold' : 'accept');
    const key = await queueMail(to);

    const { child, exited } = spawnWorker(smtp.url);
    try {
      // The worker is now inside the SMTP DATA phase of our mail.
      await smtp.waitFor(() => smtp.held.some((held) => held.mail.to.includes(to)), 45_000, 'the held mail');
      // It sends at the lowest CPU priority (WORKER_NICE, default 19), every thread of it (V8's and libuv's too).
      expect(threadNiceValues(child.pid!)).toEqual(expect.arrayContaining([19]));
      expect(new Set(threadNiceValues(child.pid!))).toEqual(new Set([19]));
      child.kill('SIGKILL');
      await exited;
      // The server never accepted that attempt: the connection just dies with the worker.
      smtp.held.find((held) => held.mail.to.includes(to))!.release('drop');
      expect(await sentAt(key)).toBeNull();

      const restarted = await startTestWorker({ SMTP_URL: smtp.url });
      try {
        await smtp.waitFor(() => smtp.receivedBy(to).length === 1, 20_000, 'redelivery');
        await new Promise((done) => setTimeout(done, 1500));
        expect(smtp.receivedBy(to)).toHaveLength(1);
        expect(await sentAt(key)).not.toBeNull();
      } finally {
        await restarted.close();
      }
    } finally {
      child.kill('SIGKILL');
      smtp.verdict = () => 'accept';
    }
  }, 90_000);

  it('finishes the active mail on SIGTERM before exiting', async () => {
    const to = `term-${randomUUID().slice(0, 8)}@example.com`;
    smtp.verdict = (mail) => (mail.to.includes(to) ? 'hold' : 'accept');
    const key = await queueMail(to);

    const { child, exited } = spawnWorker(smtp.url);
    try {
      await smtp.waitFor(() => smtp.held.some((held) => held.mail.to.includes(to)), 45_000, 'the held mail');
      child.kill('SIGTERM');
      // Still sending: the process must wait for the server's answer instead of exiting.
      await new Promise((done) => setTimeout(done, 500));
      expect(child.exitCode).toBeNull();
      smtp.held.find((held) => held.mail.to.includes(to))!.release('accept');
      expect(await exited).toBe(0);
      expect(smtp.receivedBy(to)).toHaveLength(1);
      expect(await sentAt(key)).not.toBeNull();
    } finally {
      child.kill('SIGKILL');
      smtp.verdict = () => 'accept';
    }
  }, 90_000);
});
