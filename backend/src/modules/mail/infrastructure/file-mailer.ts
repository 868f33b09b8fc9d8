import { Injectable, Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../../config';
import { Mailer, type OutgoingMail } from '../application/ports/mailer';
import { toNodemailer } from './smtp-mailer';

/**
 * Development without a mail server: each mail becomes an .eml file under
 * MAIL_DIR (open it with any mail client) and its path is logged.
 */
@Injectable()
export class FileMailer extends Mailer {
  private readonly logger = new Logger('FileMailer');
  private readonly transport: Transporter;

  constructor(private readonly config: AppConfig) {
    super();
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transport.sendMail(toNodemailer(mail))) as { message: Buffer };
    const dir = this.config.mail.dir;
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    // `<{outbox id}@{host}>` → the outbox id, so a file is easy to match with its row.
    const id = mail.messageId.replace(/^<|@.*$/g, '').replace(/[^a-zA-Z0-9-]/g, '');
    const path = join(dir, `${stamp}-${id}.eml`);
    await writeFile(path, info.message);
    this.logger.log(`Mail to ${mail.to} written to ${path}`);
  }
}
