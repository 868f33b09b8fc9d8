import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  replyTo: string;
  toHeader: string;
  text: string;
  html: string;
  messageId: string;
  raw: string;
}

/**
 * What the server does with a message: accept it, refuse it (SMTP 451, a
 * temporary failure) or hold it without answering until `release()` is called
 * (to kill a worker while it is sending).
 */
export type SmtpVerdict = 'accept' | 'reject' | 'hold';

export interface HeldMessage {
  mail: ReceivedMail;
  /** Ends the held transaction: `accept` counts the mail as delivered, `drop` cuts the connection. */
  release(outcome: 'accept' | 'drop'): void;
}

/**
 * A real SMTP server in the test process (smtp-server), listening on a free
 * port of 127.0.0.1. `received` lists accepted mails only.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  readonly held: HeldMessage[] = [];
  /** Decides each incoming message's fate; accepts everything by default. */
  verdict: (mail: ReceivedMail) => SmtpVerdict = () => 'accept';
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<TestSmtpServer> {
    // The server's data handler needs the instance, which needs the server's port: linked through `self`.
    const self: { instance?: TestSmtpServer } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        void self.instance!.handle(stream, session, callback);
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo).port;
    self.instance = new TestSmtpServer(server, port);
    return self.instance;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Accepted mails whose envelope includes `address`. */
  receivedBy(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** Resolves once `predicate` holds (checked after every message), or rejects after `timeoutMs`. */
  async waitFor(predicate: () => boolean, timeoutMs = 15_000, what = 'mail'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    for (const held of this.held) held.release('drop');
    for (const connection of this.connections()) connection._socket?.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const parsed = await simpleParser(raw);
    const addressText = (value: unknown): string =>
      value ? ((Array.isArray(value) ? value : [value]) as { text: string }[]).map((a) => a.text).join(', ') : '';
    const mail: ReceivedMail = {
      to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      subject: parsed.subject ?? '',
      replyTo: addressText(parsed.replyTo),
      toHeader: addressText(parsed.to),
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      messageId: parsed.messageId ?? '',
      raw,
    };
    const verdict = this.verdict(mail);
    if (verdict === 'reject') {
      const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
      error.responseCode = 451;
      callback(error);
    } else if (verdict === 'hold') {
      this.held.push({
        mail,
        release: (outcome) => {
          if (outcome === 'accept') this.accept(mail);
          else this.dropConnection(session.id);
          callback(outcome === 'accept' ? null : new Error('dropped'));
        },
      });
      this.notify();
    } else {
      this.accept(mail);
      callback();
    }
  }

  /** Cuts one client's TCP connection, as a crashing server or network would. */
  private dropConnection(sessionId: string): void {
    for (const connection of this.connections()) if (connection.id === sessionId) connection._socket?.destroy();
  }

  private connections(): Set<{ id: string; _socket?: { destroy(): void } }> {
    return (this.server as unknown as { connections: Set<{ id: string; _socket?: { destroy(): void } }> }).connections;
  }

  private accept(mail: ReceivedMail): void {
    this.received.push(mail);
    this.notify();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
