import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContains, type Page } from '../../../shared/database';
import { MailDelivery, type MailDeliveryStatus } from '../../mail';
import { contactMailKey, contactReplyMailKey, type ContactStatus } from '../domain/contact-message';
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
  notes: string | null;
  /** The admin who looks after it, with their name as it reads today (null: nobody, or the account is gone). */
  assignee: { id: string; name: string } | null;
  /** The team's replies, oldest first, each with its mail's delivery. */
  replies: ContactReplyRow[];
}

export interface ContactReplyRow {
  id: string;
  authorName: string;
  body: string;
  createdAt: Date;
  delivery: MailDeliveryStatus;
}

interface RawReply {
  id: string;
  message_id: string;
  author_name: string;
  body: string;
  created_at: Date | string;
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
  notes: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
}

/** The message's columns and its assignee's name (a read of identity's `app_user`, as lead_activity's names are). */
const COLUMNS = `m.id, m.first_name, m.last_name, m.email, m.phone, m.subject, m.message, m.status, m.created_at, m.notes,
  m.assignee_id, coalesce(nullif(concat_ws(' ', a.first_name, a.last_name), ''), a.email) as assignee_name`;
const FROM = `contact_message m left join account_summary a on a.id = m.assignee_id`;

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
      where.push(`(concat_ws(' ', m.first_name, m.last_name) ilike ? or m.email ilike ? or m.message ilike ?)`);
      params.push(pattern, pattern, pattern);
    }
    if (filter.status) {
      where.push('m.status = ?');
      params.push(filter.status);
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<{ total: string }[]>(
      `select count(*)::text as total from contact_message m ${whereSql}`,
      params,
    );
    const rows = await connection.execute<RawMessage[]>(
      `select ${COLUMNS} from ${FROM} ${whereSql} order by m.created_at desc, m.id limit ? offset ?`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    return { items: await this.withDelivery(rows), total: Number(total) };
  }

  async one(id: string): Promise<ContactInboxRow | null> {
    const rows = await this.em
      .getConnection()
      .execute<RawMessage[]>(`select ${COLUMNS} from ${FROM} where m.id = ?`, [id]);
    return rows.length ? (await this.withDelivery(rows))[0] : null;
  }

  private async withDelivery(rows: RawMessage[]): Promise<ContactInboxRow[]> {
    const statuses = await this.delivery.statusOf(
      rows.flatMap((row) => [contactMailKey('notification', row.id), contactMailKey('confirmation', row.id)]),
    );
    const replies = rows.length
      ? await this.em.getConnection().execute<RawReply[]>(
          `select id, message_id, author_name, body, created_at from contact_reply
              where message_id = any(?::uuid[]) order by created_at, id`,
          [`{${rows.map((row) => row.id).join(',')}}`],
        )
      : [];
    const replyStatuses = replies.length
      ? await this.delivery.statusOf(replies.map((reply) => contactReplyMailKey(reply.id)))
      : [];
    const repliesOf = new Map<string, ContactReplyRow[]>();
    replies.forEach((reply, index) => {
      const list = repliesOf.get(reply.message_id) ?? [];
      list.push({
        id: reply.id,
        authorName: reply.author_name,
        body: reply.body,
        createdAt: new Date(reply.created_at),
        delivery: replyStatuses[index],
      });
      repliesOf.set(reply.message_id, list);
    });
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
      notes: row.notes,
      assignee: row.assignee_id && row.assignee_name ? { id: row.assignee_id, name: row.assignee_name } : null,
      replies: repliesOf.get(row.id) ?? [],
    }));
  }
}
