import { Queue } from 'bullmq';
import { freePort, jsonLines, runTs, waitFor, type RunningProcess } from './support/processes';

/**
 * SIGTERM in the middle of a job: the worker (the real `startWorker` entry, a
 * test processor) stops taking jobs, finishes the active one and exits 0; a
 * job longer than the shutdown timeout is abandoned and the process exits 1.
 */
describe('operations: worker shutdown on SIGTERM', () => {
  const prefix = process.env.REDIS_PREFIX!;
  const connection = { url: process.env.REDIS_URL };
  let queue: Queue;
  let queueName: string;
  let worker: RunningProcess | undefined;

  beforeEach(() => {
    queueName = `ops-slow-${Date.now().toString(36)}`;
    queue = new Queue(queueName, { connection, prefix });
  });
  afterEach(async () => {
    await worker?.stop('SIGKILL');
    await queue.obliterate({ force: true });
    await queue.close();
  });

  const startSlowWorker = (env: Record<string, string> = {}) =>
    runTs('test/operations/support/slow-job-worker.ts', {
      OPS_SLOW_QUEUE: queueName,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ...env,
    });

  it('finishes the active job before exiting with code 0', async () => {
    worker = startSlowWorker({ SHUTDOWN_TIMEOUT_MS: '15000' });
    const job = await queue.add('slow', { ms: 2500 });
    await waitFor(async () => (await job.getState()) === 'active', 'the job to start', 45_000);
    const signalledAt = Date.now();
    worker.child.kill('SIGTERM');
    // Queued after the signal: the closing worker must not take it.
    const late = await queue.add('slow', { ms: 10 });

    expect(await worker.exited).toBe(0);
    expect(await job.getState()).toBe('completed');
    const finished = await queue.getJob(job.id!);
    expect(finished!.returnvalue.finishedAt).toBeGreaterThan(signalledAt);
    expect(await late.getState()).toBe('waiting');

    const messages = jsonLines(worker.output()).map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['shutting down', 'job completed', 'shut down cleanly']));
    expect(messages.indexOf('job completed')).toBeLessThan(messages.indexOf('shut down cleanly'));
  }, 90_000);

  it('gives up on a job that outlives the shutdown timeout and exits with code 1', async () => {
    worker = startSlowWorker({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const job = await queue.add('slow', { ms: 20_000 });
    await waitFor(async () => (await job.getState()) === 'active', 'the job to start', 45_000);
    const signalledAt = Date.now();
    worker.child.kill('SIGTERM');

    expect(await worker.exited).toBe(1);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    // Not completed: it keeps its lock until it expires, then BullMQ hands it to another worker as stalled.
    expect(await job.getState()).toBe('active');
    const lines = jsonLines(worker.output());
    const timeout = lines.find((line) => line.msg === 'jobs still running at the shutdown timeout');
    expect(timeout).toMatchObject({
      level: 'error',
      activeJobs: [expect.objectContaining({ id: job.id, queue: queueName })],
    });
  }, 90_000);
});

/**
 * SIGTERM while a request is in flight: the web app (the real `startWebApp`
 * entry with a slow test route) refuses new connections, answers the request
 * in flight, closes and exits 0.
 */
describe('operations: web app shutdown on SIGTERM', () => {
  let app: RunningProcess | undefined;
  afterEach(() => app?.stop('SIGKILL'));

  it('finishes the in-flight request, refuses new connections and exits with code 0', async () => {
    const port = await freePort();
    app = runTs('test/operations/support/slow-request-app.ts', {
      PORT: String(port),
      STATIC_DIR: '',
      METRICS_PORT: '0',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/api/health/live`)).ok, 'the app to listen', 45_000, 200);

    const inFlight = fetch(`${base}/api/ops-slow?ms=2000`);
    await new Promise((done) => setTimeout(done, 300));
    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 300));
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect((await answer.json()).finishedAt).toBeGreaterThan(signalledAt);
    expect(await app.exited).toBe(0);
    const messages = jsonLines(app.output()).map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['shutting down', 'shut down cleanly']));
  }, 90_000);
});
