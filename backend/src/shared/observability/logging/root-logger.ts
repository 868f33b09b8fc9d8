import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { AppConfig } from '../../../config';
import { redactSecretsInLine } from './redaction';

/** Which process is logging: every line carries it as `service`. */
export class ProcessRole {
  constructor(readonly name: 'web' | 'worker') {}
}

/**
 * Where log lines go. Standard output in production (the platform collects
 * it); the log tests replace it with an in-memory stream.
 */
export abstract class LogDestination implements DestinationStream {
  abstract write(line: string): void;
}

/** The process's root pino logger; request and job loggers are its children. */
export class RootLogger {
  constructor(readonly pino: Logger) {}
}

/**
 * JSON to stdout, or pino-pretty when LOG_FORMAT=pretty (the development
 * default). pino-pretty is a devDependency: when it is missing (the production
 * image), the logs stay JSON instead of crashing the process.
 */
export function defaultLogDestination(config: AppConfig): DestinationStream {
  if (config.observability.logFormat === 'pretty') {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const pretty = require('pino-pretty') as (options: object) => DestinationStream;
      return pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' });
    } catch {
      // fall through to JSON
    }
  }
  return pino.destination({ dest: 1, sync: true });
}

export function createRootLogger(config: AppConfig, role: ProcessRole, destination: DestinationStream): Logger {
  return pino(
    {
      level: config.observability.logLevel,
      base: { service: role.name, pid: process.pid, hostname: hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      // `"level":"info"` reads better in a log viewer than pino's numbers.
      formatters: { level: (label) => ({ level: label }) },
      // Secrets are censored in the finished line (cheap when there are none): see redaction.ts.
      hooks: { streamWrite: redactSecretsInLine },
    },
    destination,
  );
}
