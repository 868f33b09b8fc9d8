import type { Job } from 'bullmq';
import pino from 'pino';
import type { JobMetrics } from '../metrics/job-metrics';
import { installJobInstrumentation, instrumentProcessor, runningJobs } from './instrument-processor';

const job = (fields: Partial<Job> = {}) =>
  ({ id: '7', name: 'send', queueName: 'mail', attemptsMade: 0, opts: { attempts: 2 }, ...fields }) as Job;

describe('instrumentProcessor', () => {
  afterEach(() => installJobInstrumentation(undefined));

  it('runs the processor unchanged where no worker instrumentation is installed', async () => {
    await expect(instrumentProcessor(async () => 'done')(job())).resolves.toBe('done');
  });

  it('logs the outcome with the job identity, counts it and tracks the running job', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const metrics = { recordCompleted: jest.fn(), recordFailed: jest.fn() };
    installJobInstrumentation({ logger, metrics: metrics as unknown as JobMetrics });

    let seenWhileRunning: unknown[] = [];
    const processor = instrumentProcessor(async (current: Job) => {
      seenWhileRunning = runningJobs();
      if (current.attemptsMade > 0) throw new Error('second attempt fails');
      return 'done';
    });
    await expect(processor(job())).resolves.toBe('done');
    expect(seenWhileRunning).toEqual([expect.objectContaining({ id: '7', queue: 'mail', name: 'send' })]);
    expect(runningJobs()).toEqual([]);
    await expect(processor(job({ attemptsMade: 1 }))).rejects.toThrow('second attempt fails');

    expect(metrics.recordCompleted).toHaveBeenCalledWith('mail', expect.any(Number));
    expect(metrics.recordFailed).toHaveBeenCalledWith('mail', expect.any(Number));
    const outcomes = lines.filter((line) => line.msg !== 'job started');
    expect(outcomes).toEqual([
      expect.objectContaining({ jobId: '7', queue: 'mail', jobName: 'send', attempt: 1, msg: 'job completed' }),
      expect.objectContaining({ jobId: '7', attempt: 2, final: true, msg: 'job failed on its last attempt' }),
    ]);
  });
});
