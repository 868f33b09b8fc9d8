import type { Server } from 'node:http';
import type { Logger } from 'pino';

export type ShutdownSignal = 'SIGTERM' | 'SIGINT';

/**
 * Runs `shutdown` once on the first SIGTERM or SIGINT, then exits: 0 when it
 * finished within `timeoutMs`, 1 when it had to give up (the outer timeout a
 * stuck request, job or connection cannot outlive). A second signal while
 * shutting down is logged and ignored; Compose/Kubernetes follow with SIGKILL
 * after their own grace period, which must be longer than `timeoutMs`.
 */
export function exitGracefullyOnSignals(
  logger: Logger,
  timeoutMs: number,
  shutdown: (signal: ShutdownSignal) => Promise<void>,
  onTimeout: () => void = () => undefined,
): void {
  let stopping = false;
  const handle = (signal: ShutdownSignal) => {
    if (stopping) {
      logger.warn({ signal }, 'already shutting down');
      return;
    }
    stopping = true;
    logger.info({ signal, timeoutMs }, 'shutting down');
    const timer = setTimeout(() => {
      onTimeout();
      logger.error({ timeoutMs }, 'shutdown timed out; exiting anyway');
      process.exit(1);
    }, timeoutMs);
    shutdown(signal).then(
      () => {
        clearTimeout(timer);
        logger.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => handle('SIGTERM'));
  process.on('SIGINT', () => handle('SIGINT'));
}

/**
 * Stops accepting connections and waits for in-flight requests. Keep-alive
 * connections are closed as soon as they are idle (now, and as each in-flight
 * answer completes) rather than after the keep-alive timeout; after `graceMs`
 * the remaining ones are cut.
 */
export function closeHttpServer(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
