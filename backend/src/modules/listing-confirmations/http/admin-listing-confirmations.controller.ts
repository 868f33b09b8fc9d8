import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { Roles } from '../../identity/adapters';
import { ListIgnoredReminders } from '../application/list-ignored-reminders';
import { SendListingReminders } from '../application/send-listing-reminders';
import { IgnoredListingRemindersResponse, ListingRemindersRunResponse } from './dto/listing-confirmation.response';

/** The operator's side of the listing reminders (admin dashboard, Approvals tab). */
@ApiTags('admin-listing-confirmations')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin/listing-confirmations')
export class AdminListingConfirmationsController {
  constructor(
    private readonly ignored: ListIgnoredReminders,
    private readonly reminders: SendListingReminders,
  ) {}

  /** Owners who ignored three reminders in a row, with their e-mail addresses. */
  @Get('ignored')
  @ApiOkResponse({ type: [IgnoredListingRemindersResponse] })
  async listIgnoredListingReminders(): Promise<IgnoredListingRemindersResponse[]> {
    return (await this.ignored.execute()).map((item) => IgnoredListingRemindersResponse.from(item));
  }

  /** 'Send due reminders now': the worker's daily run, at once. Only due periods are mailed, once each. */
  @Post('reminders')
  @HttpCode(200)
  @ApiOkResponse({ type: ListingRemindersRunResponse })
  async sendDueListingReminders(): Promise<ListingRemindersRunResponse> {
    return { remindedSchools: await this.reminders.execute() };
  }
}
