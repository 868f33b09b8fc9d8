import { Body, Controller, Get, Param, ParseIntPipe, Patch, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { CurrentUser, Roles, type SessionUser } from '../../identity';
import { SetSchoolActive } from '../application/set-school-active';
import { UpdateSchoolFacts } from '../application/update-school-facts';
import { AdminSchoolReads } from '../infrastructure/admin-school-reads';
import { AdminSchoolListRequest } from './dto/admin-school-list.request';
import { AdminSchoolPageResponse, AdminSchoolResponse } from './dto/admin-school.response';
import { AdminUpdateSchoolRequest } from './dto/admin-update-school.request';
import { ToggleSchoolStatusRequest } from './dto/toggle-school-status.request';

/** The admin dashboard's Schools tab (spec 001 §2, §7). Role admin (or super_admin). */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin')
export class AdminSchoolsController {
  constructor(
    private readonly reads: AdminSchoolReads,
    private readonly setSchoolActive: SetSchoolActive,
    private readonly updateSchoolFacts: UpdateSchoolFacts,
  ) {}

  /** Every school, live or draft; search by name, city or website. */
  @Get('schools')
  @ApiOkResponse({ type: AdminSchoolPageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listSchoolsForAdmin(@Query() query: AdminSchoolListRequest): Promise<AdminSchoolPageResponse> {
    return AdminSchoolPageResponse.from(await this.reads.list(query), query);
  }

  /** Live/Draft switch: sets isActive (or flips it when no value is sent). */
  @Patch('schools/:id/toggle-status')
  @ApiOkResponse({ type: AdminSchoolResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async toggleSchoolStatus(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ToggleSchoolStatusRequest,
  ): Promise<AdminSchoolResponse> {
    return AdminSchoolResponse.from(
      await this.setSchoolActive.execute({ adminId: admin.id, schoolId: id, isActive: body.isActive }),
    );
  }

  /** The school Edit form. */
  @Put('schools/:id')
  @ApiOkResponse({ type: AdminSchoolResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async updateSchoolAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: AdminUpdateSchoolRequest,
  ): Promise<AdminSchoolResponse> {
    return AdminSchoolResponse.from(
      await this.updateSchoolFacts.execute({ actorId: admin.id, schoolId: id, facts: body }),
    );
  }
}
