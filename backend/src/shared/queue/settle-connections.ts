import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue, type QueueBase } from 'bullmq';

/** How long shutdown waits for a connection that is still being opened (Redis down: it fails within this). */
const SETTLE_MS = 3000;

/**
 * Waits until a BullMQ handle's connection has finished opening (or failed to), at most SETTLE_MS.
 *
 * Why: a BullMQ connection closed while it is still opening removes its listeners, and its opening then
 * fails with 'Connection is closed.' (or Redis's ECONNREFUSED) and is emitted as an 'error' event nobody
 * listens to any more: an unhandled rejection, which ends a Node process. It happens when an app stops
 * within moments of starting, or while Redis is unreachable.
 */
export async function settleConnection(handle: Pick<QueueBase, 'waitUntilReady'>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    handle.waitUntilReady().catch(() => undefined),
    new Promise<void>((done) => {
      timer = setTimeout(done, SETTLE_MS);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * Before @nestjs/bullmq closes the queues (in `onApplicationShutdown`), lets each queue's connection
 * finish opening (see `settleConnection`). Processors' workers settle in their own close (processors.ts).
 */
@Injectable()
export class SettleQueueConnections implements BeforeApplicationShutdown {
  constructor(private readonly discovery: DiscoveryService) {}

  async beforeApplicationShutdown(): Promise<void> {
    const queues = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is Queue => instance instanceof Queue);
    await Promise.all(queues.map(settleConnection));
  }
}
