import { fakeConfig } from '../../../../test/support/fakes/config';
import { FakeMailOutbox } from '../../../../test/support/fakes/mail';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import type { ContactMessage } from '../domain/contact-message';
import { ContactMessageRepository } from './ports/contact-message.repository';
import { SubmitContactMessage } from './submit-contact-message';

class MemoryContactMessages extends ContactMessageRepository {
  readonly messages: ContactMessage[] = [];

  constructor(private readonly unitOfWork: FakeUnitOfWork) {
    super();
  }

  async add(message: ContactMessage): Promise<void> {
    this.messages.push(message);
    this.unitOfWork.onRollback(() => this.messages.splice(this.messages.indexOf(message), 1));
  }

  async findById(id: string): Promise<ContactMessage | null> {
    return this.messages.find((message) => message.id === id) ?? null;
  }

  findByIdForUpdate(id: string): Promise<ContactMessage | null> {
    return this.findById(id);
  }

  async addReply(): Promise<void> {}

  async save(): Promise<void> {}

  async recordMailSent(): Promise<void> {}
}

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const messages = new MemoryContactMessages(unitOfWork);
  const mail = new FakeMailOutbox(unitOfWork);
  return { unitOfWork, messages, mail, submit: new SubmitContactMessage(unitOfWork, messages, mail, fakeConfig()) };
}

const input = {
  firstName: ' Maya ',
  lastName: 'Lopez',
  email: 'maya@example.com',
  phone: '  ',
  subject: 'general' as const,
  message: '  Do you list preschools too?  ',
};

describe('SubmitContactMessage', () => {
  it('stores the message and queues the inbox notification and the sender’s confirmation in one transaction', async () => {
    const { submit, messages, mail, unitOfWork } = setUp();

    const message = await submit.execute(input);

    expect(messages.messages).toEqual([message]);
    expect(message).toMatchObject({ firstName: 'Maya', phone: null, message: 'Do you list preschools too?' });
    expect(mail.queued).toEqual([
      expect.objectContaining({
        template: 'contact-notification',
        to: 'inbox@schools.example',
        replyTo: 'maya@example.com',
        key: `contact-notification:${message.id}`,
      }),
      expect.objectContaining({
        template: 'contact-confirmation',
        to: 'maya@example.com',
        key: `contact-confirmation:${message.id}`,
      }),
    ]);
    expect(mail.queued[0].data).not.toHaveProperty('phone');
    expect(unitOfWork.commits).toBe(1);
  });

  it('keeps neither the message nor a mail when queuing fails', async () => {
    const { submit, messages, mail } = setUp();
    const queue = mail.queue.bind(mail);
    mail.queue = async (queued) => {
      if (queued.template === 'contact-confirmation') throw new Error('bad template data');
      return queue(queued);
    };

    await expect(submit.execute(input)).rejects.toThrow('bad template data');
    expect(messages.messages).toHaveLength(0);
    expect(mail.queued).toHaveLength(0);
  });
});
