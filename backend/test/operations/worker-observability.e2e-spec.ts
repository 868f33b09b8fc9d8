import { Logger as NestLogger } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue, Worker, type Job } from 'bullmq';
import { Logger } from 'nestjs-pino';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import { AppConfig, ConfigModule, loadConfig } from '../../src/config';
import { LogDestination, ObservabilityModule, instrumentProcessor } from '../../src/shared/observability';
import { LogCapture } from './support/log-capture';
import { freePort, waitFor } from './support/processes';
import { sample, scrape } from './support/prometheus';

/**
 * The worker side: the observability module as WorkerModule loads it, and a
 * real BullMQ worker whose processor is wrapped with `instrumentProcessor`.
 */
describe('operations: job logs and worker metrics', () => {
  const queueName = `ops-jobs-${Date.now().toString(36)}`;
  const prefix = process.env.REDIS_PREFIX!;
  const connection = { url: process.env.REDIS_URL };
  const logs = new LogCapture();
  let moduleRef: TestingModule;
  let metricsPort: number;
  let queue: Queue;
  let worker: Worker;

  beforeAll(async () => {
    __resetOutOfContextForTests();
    metricsPort = await freePort();
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'info', METRICS_WORKER_PORT: String(metricsPort) });
    moduleRef = await Test.createTestingModule({ imports: [ConfigModule, ObservabilityModule.forWorker()] })
      .overrideProvider(AppConfig)
      .useValue(config)
      .overrideProvider(LogDestination)
      .useValue(logs)
      .compile();
    moduleRef.useLogger(moduleRef.get(Logger));
    await moduleRef.init();

    const jobLogger = new NestLogger('OpsJob');
    worker = new Worker(
      queueName,
      instrumentProcessor(async (job: Job<{ n: number; fail?: boolean }>) => {
        jobLogger.log(`working on ${job.data.n}`);
        await new Promise((done) => setTimeout(done, 20));
        if (job.data.fail) throw new Error(`job ${job.data.n} exploded`);
        jobLogger.log(`finished ${job.data.n}`);
        return 'done';
      }),
      { connection, prefix },
    );
    queue = new Queue(queueName, { connection, prefix });
    await queue.add('ok', { n: 1 }, { jobId: 'ops-job-1' });
    await queue.add('ok', { n: 2 }, { jobId: 'ops-job-2' });
    await queue.add('fails', { n: 3, fail: true }, { jobId: 'ops-job-3', attempts: 2, backoff: 0 });
    await waitFor(async () => {
      const [one, two, three] = await Promise.all(
        ['ops-job-1', 'ops-job-2', 'ops-job-3'].map((id) => queue.getJobState(id)),
      );
      return one === 'completed' && two === 'completed' && three === 'failed';
    }, 'the three jobs to finish');
  });

  afterAll(async () => {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await moduleRef.close();
  });

  const linesOf = (jobId: string) => logs.lines().filter((line) => line.jobId === jobId);

  it('puts the job id, queue and attempt on every line written during a job', () => {
    const lines = linesOf('ops-job-1');
    expect(lines.map((line) => line.msg)).toEqual(['working on 1', 'finished 1', 'job completed']);
    for (const line of lines)
      expect(line).toMatchObject({ service: 'worker', queue: queueName, jobName: 'ok', attempt: 1 });
    expect(lines[0]).toMatchObject({ context: 'OpsJob', level: 'info' });
    expect(typeof lines[2].durationMs).toBe('number');
    // Lines of another job never carry this one's id.
    expect(linesOf('ops-job-2').map((line) => line.msg)).toEqual(['working on 2', 'finished 2', 'job completed']);
  });

  it('logs a failed attempt as a warning and the last one as an error, with the error', () => {
    const outcomes = linesOf('ops-job-3').filter((line) => line.level !== 'info');
    expect(outcomes).toEqual([
      expect.objectContaining({
        level: 'warn',
        attempt: 1,
        final: false,
        msg: 'job attempt failed; it will be retried',
      }),
      expect.objectContaining({ level: 'error', attempt: 2, final: true, msg: 'job failed on its last attempt' }),
    ]);
    expect(outcomes[1].err).toMatchObject({ message: 'job 3 exploded' });
  });

  it('counts processed and failed attempts per queue on the worker metrics port', async () => {
    const { status, text } = await scrape(metricsPort);
    expect(status).toBe(200);
    expect(sample(text, 'bullmq_jobs_processed_total', { queue: queueName, service: 'worker' })).toBe(4);
    expect(sample(text, 'bullmq_jobs_failed_total', { queue: queueName })).toBe(2);
    expect(sample(text, 'bullmq_job_duration_seconds_count', { queue: queueName, outcome: 'completed' })).toBe(2);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});
