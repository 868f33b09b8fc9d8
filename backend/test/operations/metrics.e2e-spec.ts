import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { Queue } from 'bullmq';
import request from 'supertest';
import { Public } from '../../src/shared/http';
import { createObservedApp, type ObservedApp } from './support/observed-app';
import { freePort } from './support/processes';
import { sample, scrape } from './support/prometheus';

@Public()
@Controller('ops-metrics-probe')
class MetricsProbeController {
  @Get('items/:id')
  item(@Param('id') id: string): { id: string } {
    if (id === 'missing') throw new NotFoundException('No such item');
    return { id };
  }
}

describe('operations: /metrics of the web app', () => {
  // A prefix of its own (still under the run's prefix, so teardown removes it): queue counts are exact.
  const prefix = `${process.env.REDIS_PREFIX}:ops-metrics`;
  let t: ObservedApp;
  let port: number;
  let mail: Queue;

  beforeAll(async () => {
    port = await freePort();
    t = await createObservedApp({ METRICS_PORT: String(port), REDIS_PREFIX: prefix }, [MetricsProbeController]);
    mail = new Queue('mail', { connection: { url: process.env.REDIS_URL }, prefix });
    await mail.add('probe', { n: 1 });
    await mail.add('probe', { n: 2 });
    await mail.add('probe', { n: 3 }, { delay: 3_600_000 });
  });
  afterAll(async () => {
    await mail.obliterate({ force: true });
    await mail.close();
    await t.close();
  });

  it('is served on its own port, not on the public one', async () => {
    const { status, contentType } = await scrape(port);
    expect(status).toBe(200);
    expect(contentType).toContain('text/plain');
    await request(t.app.getHttpServer()).get('/metrics').expect(404);
    await request(t.app.getHttpServer()).get('/api/metrics').expect(404);
  });

  it('histograms request durations by route template and status, never by raw URL', async () => {
    const server = t.app.getHttpServer();
    const unmatched = { method: 'GET', route: '(api-unmatched)', status_code: '404' };
    const unmatchedBefore = sample((await scrape(port)).text, 'http_request_duration_seconds_count', unmatched) ?? 0;
    await request(server).get('/api/ops-metrics-probe/items/alpha').expect(200);
    await request(server).get('/api/ops-metrics-probe/items/beta').expect(200);
    await request(server).get('/api/ops-metrics-probe/items/missing').expect(404);
    await request(server).get('/api/no/such/route').expect(404);

    const { text } = await scrape(port);
    const route = '/api/ops-metrics-probe/items/:id';
    const count = (labels: Record<string, string>) => sample(text, 'http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route, status_code: '200', service: 'web' })).toBe(2);
    expect(count({ method: 'GET', route, status_code: '404' })).toBe(1);
    expect(count(unmatched)).toBe(unmatchedBefore + 1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route, status_code: '200', le: '+Inf' })).toBe(2);
    expect(text).not.toContain('items/alpha');
  });

  it('includes process metrics', async () => {
    const { text } = await scrape(port);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reads waiting, active, delayed and failed counts of every queue at scrape time', async () => {
    const first = await scrape(port);
    expect(sample(first.text, 'bullmq_queue_metrics_up')).toBe(1);
    const jobs = (text: string, queue: string, state: string) => sample(text, 'bullmq_queue_jobs', { queue, state });
    expect(jobs(first.text, 'mail', 'waiting')).toBe(2);
    expect(jobs(first.text, 'mail', 'delayed')).toBe(1);
    expect(jobs(first.text, 'mail', 'active')).toBe(0);
    expect(jobs(first.text, 'mail', 'failed')).toBe(0);
    expect(jobs(first.text, 'payment-events', 'waiting')).toBe(0);

    await mail.add('probe', { n: 4 });
    await new Promise((done) => setTimeout(done, 1100)); // one Redis read serves scrapes within a second
    expect(jobs((await scrape(port)).text, 'mail', 'waiting')).toBe(3);
  });
});

describe('operations: /metrics while Redis is down', () => {
  let t: ObservedApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createObservedApp({ METRICS_PORT: String(port), REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('still answers, reporting the queue counts as unavailable', async () => {
    const { status, text } = await scrape(port);
    expect(status).toBe(200);
    expect(sample(text, 'bullmq_queue_metrics_up')).toBe(0);
    expect(sample(text, 'bullmq_queue_jobs', { queue: 'mail' })).toBeUndefined();
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});
