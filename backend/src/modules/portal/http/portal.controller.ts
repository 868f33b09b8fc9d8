import { Body, Controller, Get, Param, ParseIntPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { CurrentUser, type SessionUser } from '../../identity';
import { OwnedSchools } from '../application/owned-schools';
import { SchoolIdMismatchError } from '../domain/portal.errors';
import { OwnedSchoolResponse, PortalSchoolLinkResponse } from './dto/owned-school.response';
import { UpdatePortalSchoolRequest } from './dto/update-portal-school.request';

/** The school portal (/portal): any signed-in user, limited to the schools they actively own. */
@ApiTags('portal')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('portal')
export class PortalController {
  constructor(private readonly schools: OwnedSchools) {}

  /** The signed-in user's active `school_owner` links with their schools. */
  @Get('schools')
  @ApiOkResponse({ type: [PortalSchoolLinkResponse] })
  async listPortalSchools(@CurrentUser() user: SessionUser): Promise<PortalSchoolLinkResponse[]> {
    const schools = await this.schools.list(user.id);
    return schools.map((school) => ({ schoolId: school.id, school: OwnedSchoolResponse.from(school) }));
  }

  /** The 'Edit School Information' form: applied at once (blank tuition clears it) and recorded in the audit trail. */
  @Put('schools/:id')
  @ApiOkResponse({ type: OwnedSchoolResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an owner of this school' })
  async updatePortalSchool(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdatePortalSchoolRequest,
  ): Promise<OwnedSchoolResponse> {
    const { id: bodyId, ...changes } = body;
    if (bodyId !== undefined && bodyId !== id) throw new SchoolIdMismatchError();
    return OwnedSchoolResponse.from(await this.schools.update(user.id, id, changes));
  }
}
