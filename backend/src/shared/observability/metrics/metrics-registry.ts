import { Injectable } from '@nestjs/common';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { ProcessRole } from '../logging/root-logger';

/**
 * This process's Prometheus registry: Node process metrics (CPU, memory, event
 * loop lag, GC, handles) plus what the HTTP and queue collectors register.
 * One registry per app instance rather than prom-client's global one, so tests
 * that start several apps in one process do not collide.
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor(role: ProcessRole) {
    this.registry.setDefaultLabels({ service: role.name });
    collectDefaultMetrics({ register: this.registry });
  }

  contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
