import { Body, Controller, Get, Param, ParseIntPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { LeadNotificationSettings } from '../application/lead-notification-settings';
import { LeadNotificationSettingRequest, LeadNotificationSettingResponse } from './dto/lead-notification-setting.dto';

/** 'Notify me of new leads and RSVPs' in the school dashboard: owners of the school (checked by LeadAccess) and admins. */
@ApiTags('leads')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an owner of this school' })
@Controller('portal/schools/:schoolId/lead-notifications')
export class LeadNotificationsController {
  constructor(private readonly settings: LeadNotificationSettings) {}

  @Get()
  @ApiOkResponse({ type: LeadNotificationSettingResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async getLeadNotificationSetting(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
  ): Promise<LeadNotificationSettingResponse> {
    return LeadNotificationSettingResponse.of(await this.settings.get(user, schoolId));
  }

  @Put()
  @ApiOkResponse({ type: LeadNotificationSettingResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async putLeadNotificationSetting(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Body() body: LeadNotificationSettingRequest,
  ): Promise<LeadNotificationSettingResponse> {
    return LeadNotificationSettingResponse.of(await this.settings.set(user, schoolId, body.mode));
  }
}
