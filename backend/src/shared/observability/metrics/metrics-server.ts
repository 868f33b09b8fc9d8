import { createServer, type Server } from 'node:http';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { ProcessRole } from '../logging/root-logger';
import { MetricsRegistry } from './metrics-registry';

/**
 * Serves `GET /metrics` on its own port and address (METRICS_HOST,
 * METRICS_PORT for the web app, METRICS_WORKER_PORT for the worker), never on
 * the public port: only what can reach that address (Prometheus on the private
 * network) can scrape. Port 0 turns it off. A port already in use is logged as
 * an error and the process keeps serving: losing metrics must not take the
 * product down.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    private readonly config: AppConfig,
    private readonly role: ProcessRole,
    private readonly metrics: MetricsRegistry,
  ) {}

  get port(): number {
    const { metricsPort, metricsWorkerPort } = this.config.observability;
    return this.role.name === 'web' ? metricsPort : metricsWorkerPort;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.port) return;
    const host = this.config.observability.metricsHost;
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?', 1)[0] !== '/metrics') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      this.metrics.render().then(
        (body) => res.writeHead(200, { 'Content-Type': this.metrics.contentType() }).end(body),
        (error: Error) => {
          this.logger.error(`metrics rendering failed: ${error.message}`);
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable');
        },
      );
    });
    await new Promise<void>((resolve) => {
      server.once('error', (error) => {
        this.logger.error(`metrics endpoint not started on ${host}:${this.port}: ${error.message}`);
        resolve();
      });
      server.listen(this.port, host, () => {
        this.server = server;
        this.logger.log(`metrics on http://${host}:${this.port}/metrics`);
        resolve();
      });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
