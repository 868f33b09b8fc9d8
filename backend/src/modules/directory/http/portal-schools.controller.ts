import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { CurrentUser } from '../../identity/adapters';
import { SchoolLookup } from '../application/school-lookup';
import { OwnedSchoolResponse, PortalSchoolLinkResponse } from './dto/owned-school.response';

/**
 * The school portal's schools (/portal): any signed-in user, limited to the
 * schools they actively own (identity's SchoolOwnership decides). The edit
 * form's PUT is moderation's (an owner's edit may wait for review).
 */
@ApiTags('portal')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('portal')
export class PortalSchoolsController {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly schools: SchoolLookup,
  ) {}

  /** The signed-in user's active `school_owner` links with their schools. */
  @Get('schools')
  @ApiOkResponse({ type: [PortalSchoolLinkResponse] })
  async listPortalSchools(@CurrentUser() user: SessionUser): Promise<PortalSchoolLinkResponse[]> {
    const schools = await this.schools.byIds(await this.ownership.ownedSchoolIds(user.id));
    return schools.map((school) => ({ schoolId: school.id, school: OwnedSchoolResponse.from(school) }));
  }
}
