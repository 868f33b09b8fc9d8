import type { LogDestination } from '../../../src/shared/observability';
import { jsonLines } from './processes';

/** A log destination that keeps every line in memory, for assertions on what was logged. */
export class LogCapture implements LogDestination {
  private text = '';

  write(line: string): void {
    this.text += line;
  }

  raw(): string {
    return this.text;
  }

  lines(): Array<Record<string, unknown>> {
    return jsonLines(this.text);
  }

  clear(): void {
    this.text = '';
  }
}
