import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { ReplyToContactMessage, UpdateContactMessage } from '../application/manage-contact-message';
import { RetryContactMail } from '../application/retry-contact-mail';
import { SetContactMessageStatus } from '../application/set-contact-message-status';
import { ContactMessageNotFoundError } from '../domain/contact-admin.errors';
import { ContactInboxReads } from '../infrastructure/contact-inbox-reads';
import {
  ContactInboxListRequest,
  ContactInboxMessageResponse,
  ContactInboxPageResponse,
  ContactReplyRequest,
  SetContactStatusRequest,
  UpdateContactMessageRequest,
} from './dto/admin-contact.dto';

/** 'Contact message not found' for an id that is not a UUID, as for one that does not exist. */
const messageId = new ParseUUIDPipe({ exceptionFactory: () => new ContactMessageNotFoundError() });

/** The admin dashboard's Contact inbox (issues 16, 36): messages, mail delivery, status, retry, notes, assignee, replies. */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin/contact-messages')
export class AdminContactMessagesController {
  constructor(
    private readonly reads: ContactInboxReads,
    private readonly setStatus: SetContactMessageStatus,
    private readonly retry: RetryContactMail,
    private readonly update: UpdateContactMessage,
    private readonly reply: ReplyToContactMessage,
  ) {}

  /** Every contact message, newest first, with the delivery of its two mails; search by name, e-mail or text. */
  @Get()
  @ApiOkResponse({ type: ContactInboxPageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listContactMessages(@Query() query: ContactInboxListRequest): Promise<ContactInboxPageResponse> {
    return ContactInboxPageResponse.from(await this.reads.list(query), query);
  }

  /** Marks the message new, answered or closed. */
  @Patch(':id/status')
  @ApiOkResponse({ type: ContactInboxMessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async setContactMessageStatus(
    @CurrentUser() admin: SessionUser,
    @Param('id', messageId) id: string,
    @Body() body: SetContactStatusRequest,
  ): Promise<ContactInboxMessageResponse> {
    await this.setStatus.execute({ actorId: admin.id, messageId: id, status: body.status });
    return this.message(id);
  }

  /** The team's notes and the assignee (an active admin, or null for nobody). */
  @Patch(':id')
  @ApiOkResponse({ type: ContactInboxMessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async updateContactMessage(
    @CurrentUser() admin: SessionUser,
    @Param('id', messageId) id: string,
    @Body() body: UpdateContactMessageRequest,
  ): Promise<ContactInboxMessageResponse> {
    await this.update.execute({ actorId: admin.id, messageId: id, notes: body.notes, assigneeId: body.assigneeId });
    return this.message(id);
  }

  /** Sends a reply to the sender from the product (kept on the message, Reply-To the team's inbox). */
  @Post(':id/replies')
  @ApiCreatedResponse({ type: ContactInboxMessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async replyToContactMessage(
    @CurrentUser() admin: SessionUser,
    @Param('id', messageId) id: string,
    @Body() body: ContactReplyRequest,
  ): Promise<ContactInboxMessageResponse> {
    const name = [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email;
    await this.reply.execute({ actor: { id: admin.id, name }, messageId: id, body: body.body });
    return this.message(id);
  }

  /** Queues the message's failed mails again (a sent mail is never sent twice); 400 when none has failed. */
  @Post(':id/retry-mail')
  @HttpCode(200)
  @ApiOkResponse({ type: ContactInboxMessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'No failed mail to retry for this message' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The mail queue is not reachable' })
  async retryContactMail(
    @CurrentUser() admin: SessionUser,
    @Param('id', messageId) id: string,
  ): Promise<ContactInboxMessageResponse> {
    await this.retry.execute({ actorId: admin.id, messageId: id });
    return this.message(id);
  }

  private async message(id: string): Promise<ContactInboxMessageResponse> {
    const row = await this.reads.one(id);
    if (!row) throw new ContactMessageNotFoundError();
    return ContactInboxMessageResponse.from(row);
  }
}
