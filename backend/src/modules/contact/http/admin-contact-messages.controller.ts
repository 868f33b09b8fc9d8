import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { CurrentUser, Roles, type SessionUser } from '../../identity';
import { RetryContactMail } from '../application/retry-contact-mail';
import { SetContactMessageStatus } from '../application/set-contact-message-status';
import { ContactMessageNotFoundError } from '../domain/contact-admin.errors';
import { ContactInboxReads } from '../infrastructure/contact-inbox-reads';
import {
  ContactInboxListRequest,
  ContactInboxMessageResponse,
  ContactInboxPageResponse,
  SetContactStatusRequest,
} from './dto/admin-contact.dto';

/** 'Contact message not found' for an id that is not a UUID, as for one that does not exist. */
const messageId = new ParseUUIDPipe({ exceptionFactory: () => new ContactMessageNotFoundError() });

/** The admin dashboard's Contact inbox (issue 16): messages, their mail delivery, status, retry. */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin/contact-messages')
export class AdminContactMessagesController {
  constructor(
    private readonly reads: ContactInboxReads,
    private readonly setStatus: SetContactMessageStatus,
    private readonly retry: RetryContactMail,
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
