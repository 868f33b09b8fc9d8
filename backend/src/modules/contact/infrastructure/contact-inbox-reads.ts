import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContains, type Page } from '../../../shared/database';
import { MailDelivery, type MailDeliveryStatus } from '../../mail';
import { contactMailKey, type ContactStatus } from '../domain/contact-message';
import type { ContactSubject } from '../domain/contact-subject';

export interface ContactInboxRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  status: ContactStatus;
  createdAt: Date;
  /** The notification to the site inbox and the confirmation to the sender, as the mail module sees them. */
  notification: MailDeliveryStatus;
  confirmation: MailDeliveryStatus;
}

interface RawMessage {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  status: ContactStatus;
  created_at: Date | string;
}

/** The admin's contact inbox: messages from this module's table, delivery from the mail module. */
@Injectable()
export class ContactInboxReads {
  constructor(
    private readonly em: EntityManager,
    private readonly delivery: MailDelivery,
  ) {}

  /** Newest first; search covers the name, the e-mail and the text. */
  async list(filter: {
    search?: string;
    status?: ContactStatus;
    page: number;
    limit: number;
  }): Promise<Page<ContactInboxRow>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.search) {
      const pattern = likeContains(filter.search);
      where.push(`(concat_ws(' ', first_name, last_name) ilike ? or email ilike ? or message ilike ?)`);
      params.push(pattern, pattern, pattern);
    }
    if (filter.status) {
      where.push('status = ?');
      params.push(filter.status);
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<{ total: string }[]>(
      `select count(*)::text as total from contact_message ${whereSql}`,
      params,
    );
    const rows = await connection.execute<RawMessage[]>(
      `select id, first_name, last_name, email, phone, subject, message, status, created_at
       from contact_message ${whereSql} order by created_at desc, id limit ? offset ?`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    return { items: await this.withDelivery(rows), total: Number(total) };
  }

  async one(id: string): Promise<ContactInboxRow | null> {
    const rows = await this.em.getConnection().execute<RawMessage[]>(
      `select id, first_name, last_name, email, phone, subject, message, status, created_at
         from contact_message where id = ?`,
      [id],
    );
    return rows.length ? (await this.withDelivery(rows))[0] : null;
  }

  private async withDelivery(rows: RawMessage[]): Promise<ContactInboxRow[]> {
    const statuses = await this.delivery.statusOf(
      rows.flatMap((row) => [contactMailKey('notification', row.id), contactMailKey('confirmation', row.id)]),
    );
    return rows.map((row, index) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      status: row.status,
      createdAt: new Date(row.created_at),
      notification: statuses[index * 2],
      confirmation: statuses[index * 2 + 1],
    }));
  }
}
