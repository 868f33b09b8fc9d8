import type { INestApplicationContext } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import type { Worker } from 'bullmq';

/**
 * The BullMQ workers Nest created for `@Processor()` classes. Nest closes them
 * in `onApplicationShutdown`, the same phase that closes the database, so the
 * worker process closes them first itself: their active jobs finish while
 * everything they need is still open. (Processors registered with
 * shared/queue's `processorProvider` also close theirs in
 * `beforeApplicationShutdown`, which runs before that phase too.)
 */
export function processorWorkers(app: INestApplicationContext): Worker[] {
  let discovery: DiscoveryService;
  try {
    discovery = app.get(DiscoveryService, { strict: false });
  } catch {
    return [];
  }
  return discovery
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
    .flatMap((host) => {
      try {
        return [host.worker];
      } catch {
        return [];
      }
    });
}
