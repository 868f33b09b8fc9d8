import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { ArchiveSchool } from '../application/archive-school';
import { CreateSchoolListing } from '../application/create-school-listing';
import { EditSchoolListing } from '../application/edit-school-listing';
import { RestoreSchool } from '../application/restore-school';
import { SetSchoolActive } from '../application/set-school-active';
import { AdminSchoolReads } from '../infrastructure/admin-school-reads';
import { AdminCreateSchoolRequest } from './dto/admin-create-school.request';
import { AdminSchoolListRequest } from './dto/admin-school-list.request';
import { AdminSchoolPageResponse, AdminSchoolResponse } from './dto/admin-school.response';
import { AdminUpdateSchoolRequest } from './dto/admin-update-school.request';
import { ToggleSchoolStatusRequest } from './dto/toggle-school-status.request';

/** The admin dashboard's Schools tab (docs/product.md "Signed-in screens"). Role admin (or super_admin). */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin')
export class AdminSchoolsController {
  constructor(
    private readonly reads: AdminSchoolReads,
    private readonly setSchoolActive: SetSchoolActive,
    private readonly createSchoolListing: CreateSchoolListing,
    private readonly editSchoolListing: EditSchoolListing,
    private readonly archiveSchool: ArchiveSchool,
    private readonly restoreSchool: RestoreSchool,
  ) {}

  /** 'New School': every field of the listing; a Draft unless `isActive` is true. */
  @Post('schools')
  @ApiCreatedResponse({ type: AdminSchoolResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async createSchoolAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Body() body: AdminCreateSchoolRequest,
  ): Promise<AdminSchoolResponse> {
    return AdminSchoolResponse.from(await this.createSchoolListing.execute({ adminId: admin.id, listing: body }));
  }

  /** Archive: hidden from the public, kept for history (owners, subscription, leads stay). No hard delete exists. */
  @Post('schools/:id/archive')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminSchoolResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async archiveSchoolAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<AdminSchoolResponse> {
    return AdminSchoolResponse.from(await this.archiveSchool.execute({ adminId: admin.id, schoolId: id }));
  }

  /** Restore from the archive, as a Draft. */
  @Post('schools/:id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminSchoolResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async restoreSchoolAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<AdminSchoolResponse> {
    return AdminSchoolResponse.from(await this.restoreSchool.execute({ adminId: admin.id, schoolId: id }));
  }

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
  @ApiConflictResponse({ type: ErrorResponse, description: 'An archived school cannot go live: restore it first' })
  async toggleSchoolStatus(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ToggleSchoolStatusRequest,
  ): Promise<AdminSchoolResponse> {
    return AdminSchoolResponse.from(
      await this.setSchoolActive.execute({ adminId: admin.id, schoolId: id, isActive: body.isActive }),
    );
  }

  /** The school Edit form: every field; a new name moves the slug and the old one answers 301. */
  @Put('schools/:id')
  @ApiOkResponse({ type: AdminSchoolResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async updateSchoolAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: AdminUpdateSchoolRequest,
  ): Promise<AdminSchoolResponse> {
    const { neighborhoodId, imageUrl, ...facts } = body;
    return AdminSchoolResponse.from(
      await this.editSchoolListing.execute({
        adminId: admin.id,
        schoolId: id,
        facts,
        extras: { neighborhoodId, imageUrl },
      }),
    );
  }
}
