import { Body, Controller, Get, Param, ParseIntPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { CostScheduleReads } from '../application/cost-schedule-reads';
import { PublishCostSchedule } from '../application/publish-cost-schedule';
import { CostScheduleRequest, CostScheduleResponse, OwnerCostScheduleResponse } from './dto/cost-schedule.dto';

/** The school dashboard's 'Tuition & Costs' tab: the school's active owners and admins. */
@ApiTags('costs')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an owner of this school' })
@Controller('portal/schools/:schoolId/cost-schedule')
export class PortalCostScheduleController {
  constructor(
    private readonly reads: CostScheduleReads,
    private readonly publish: PublishCostSchedule,
  ) {}

  @Get()
  @ApiOkResponse({ type: OwnerCostScheduleResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async getCostSchedule(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
  ): Promise<OwnerCostScheduleResponse> {
    const schedule = await this.reads.forOwner(user, schoolId);
    return { schedule: schedule && CostScheduleResponse.of(schedule) };
  }

  /** Publishes the whole schedule at once (live, audited) and confirms it as of today. */
  @Put()
  @ApiOkResponse({ type: CostScheduleResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each refused field with its message' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async putCostSchedule(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Body() body: CostScheduleRequest,
  ): Promise<CostScheduleResponse> {
    return CostScheduleResponse.of(await this.publish.execute(user, schoolId, body.toInput()));
  }
}
