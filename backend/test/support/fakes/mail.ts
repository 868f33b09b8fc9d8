import { MailOutbox, type QueuedMail } from '../../../src/modules/mail';
import type { FakeUnitOfWork } from './unit-of-work';

/** The outbox as a list: queued only inside a transaction, dropped when it rolls back, one per key. */
export class FakeMailOutbox extends MailOutbox {
  readonly queued: QueuedMail[] = [];

  constructor(private readonly unitOfWork: FakeUnitOfWork) {
    super();
  }

  async queue(mail: QueuedMail): Promise<void> {
    this.unitOfWork.assertActive('MailOutbox.queue');
    if (this.queued.some((queued) => queued.key === mail.key)) return;
    this.queued.push(mail);
    this.unitOfWork.onRollback(() => this.queued.splice(this.queued.indexOf(mail), 1));
  }

  templates(): string[] {
    return this.queued.map((mail) => mail.template);
  }
}
