import { Controller, Get } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { NoOwnedSchoolError, SchoolOwnership, type SessionUser } from '../../identity';
import { ApiDashboardSchool, CurrentUser, DashboardSchoolId, Roles } from '../../identity/adapters';
import { SchoolLookup } from '../application/school-lookup';
import { OwnedSchoolResponse } from './dto/owned-school.response';

/** The school dashboard's school (/school-dashboard, role school_admin): the admin's own, live or draft. */
@ApiTags('school-dashboard')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiNotFoundResponse({ type: ErrorResponse, description: 'No school is linked to this account' })
@Controller('school-dashboard')
export class SchoolDashboardController {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly schools: SchoolLookup,
  ) {}

  @Get('my-school')
  @ApiDashboardSchool()
  @ApiOkResponse({ type: OwnedSchoolResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'The school asked for is not theirs' })
  async getMySchool(
    @CurrentUser() user: SessionUser,
    @DashboardSchoolId() schoolId?: number,
  ): Promise<OwnedSchoolResponse> {
    const school = await this.schools.byId(await this.ownership.dashboardSchoolId(user.id, schoolId));
    if (!school) throw new NoOwnedSchoolError();
    return OwnedSchoolResponse.from(school);
  }
}
