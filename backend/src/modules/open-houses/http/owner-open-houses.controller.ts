import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  ParseUUIDPipe,
  Patch,
  Post,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { CheckInRsvp } from '../application/check-in-rsvp';
import { ManageOpenHouse } from '../application/manage-open-house';
import { OpenHouseAccess } from '../application/open-house-access';
import type { OpenHouseDetails } from '../domain/open-house';
import { describeLocalTime, fromWallTime } from '../domain/open-house-time';
import { InvalidOpenHouseError, OpenHouseNotFoundError, RsvpNotFoundError } from '../domain/open-houses.errors';
import { OpenHouseReads } from '../application/ports/open-house-reads';
import { OpenHouseDetailsRequest } from './dto/open-house-details.request';
import { AttendeeResponse, OwnerOpenHouseResponse } from './dto/open-house.response';
import { CheckInRequest } from './dto/rsvp.request';
import { csvLine } from './attendee-csv';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new OpenHouseNotFoundError() });
const rsvpUuid = new ParseUUIDPipe({ exceptionFactory: () => new RsvpNotFoundError() });

function details(body: OpenHouseDetailsRequest): OpenHouseDetails {
  const startsAt = fromWallTime(body.startsAtLocal);
  if (!startsAt) throw new InvalidOpenHouseError('Please enter a valid date and time');
  return {
    title: body.title,
    startsAt,
    durationMinutes: body.durationMinutes,
    format: body.format,
    location: body.location ?? null,
    virtualUrl: body.virtualUrl ?? null,
    capacity: body.capacity,
    gradeMin: body.gradeMin,
    gradeMax: body.gradeMax,
    description: body.description,
  };
}

/**
 * The school dashboard's 'Open houses' tab: active owners of a premium school
 * (and admins) manage its open houses and see who is coming. Attendees'
 * personal data is shown nowhere else.
 */
@ApiTags('open-houses')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an owner of this school, or the school is not premium' })
@Controller('portal/schools/:schoolId/open-houses')
export class OwnerOpenHousesController {
  constructor(
    private readonly access: OpenHouseAccess,
    private readonly manage: ManageOpenHouse,
    private readonly checkIn: CheckInRsvp,
    private readonly reads: OpenHouseReads,
  ) {}

  /** Every open house of the school: upcoming first (soonest first), then past ones. */
  @Get()
  @ApiOkResponse({ type: [OwnerOpenHouseResponse] })
  async listSchoolOpenHouses(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
  ): Promise<OwnerOpenHouseResponse[]> {
    await this.access.assertCanManage(user, schoolId);
    return (await this.reads.forSchool(schoolId)).map(OwnerOpenHouseResponse.fromOwner);
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: OwnerOpenHouseResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async createOpenHouse(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Body() body: OpenHouseDetailsRequest,
  ): Promise<OwnerOpenHouseResponse> {
    const openHouse = await this.manage.create(user, schoolId, details(body));
    return this.one(schoolId, openHouse.id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: OwnerOpenHouseResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Cancelled or over' })
  async updateOpenHouse(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('id', uuid) id: string,
    @Body() body: OpenHouseDetailsRequest,
  ): Promise<OwnerOpenHouseResponse> {
    await this.manage.update(user, schoolId, id, details(body));
    return this.one(schoolId, id);
  }

  /** Cancels it; every family with an RSVP is told by e-mail. */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: OwnerOpenHouseResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async cancelOpenHouse(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('id', uuid) id: string,
  ): Promise<OwnerOpenHouseResponse> {
    await this.manage.cancel(user, schoolId, id);
    return this.one(schoolId, id);
  }

  /** A copy a week later (or the next such week still ahead), with no RSVPs. */
  @Post(':id/duplicate')
  @HttpCode(201)
  @ApiCreatedResponse({ type: OwnerOpenHouseResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async duplicateOpenHouse(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('id', uuid) id: string,
  ): Promise<OwnerOpenHouseResponse> {
    const copy = await this.manage.duplicate(user, schoolId, id);
    return this.one(schoolId, copy.id);
  }

  @Get(':id/attendees')
  @ApiOkResponse({ type: [AttendeeResponse] })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async listOpenHouseAttendees(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('id', uuid) id: string,
  ): Promise<AttendeeResponse[]> {
    await this.access.openHouseOf(user, schoolId, id);
    return (await this.reads.attendees(id)).map(AttendeeResponse.from);
  }

  @Post(':id/attendees/:rsvpId/check-in')
  @HttpCode(200)
  @ApiOkResponse({ type: AttendeeResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Only confirmed RSVPs can be checked in' })
  async checkInAttendee(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('id', uuid) id: string,
    @Param('rsvpId', rsvpUuid) rsvpId: string,
    @Body() body: CheckInRequest,
  ): Promise<AttendeeResponse> {
    await this.checkIn.execute(user, schoolId, id, rsvpId, body.checkedIn);
    const row = (await this.reads.attendees(id)).find((attendee) => attendee.id === rsvpId);
    if (!row) throw new RsvpNotFoundError();
    return AttendeeResponse.from(row);
  }

  /** The attendee list as CSV (UTF-8 with BOM). */
  @Get(':id/attendees/export')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, one RSVP per line', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async exportOpenHouseAttendees(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('id', uuid) id: string,
  ): Promise<StreamableFile> {
    const openHouse = await this.access.openHouseOf(user, schoolId, id);
    const rows = await this.reads.attendees(id);
    const body = [
      csvLine([
        'Open house',
        'Starts',
        'Name',
        'Email',
        'Party size',
        "Child's grade",
        'Status',
        'Checked in',
        'RSVP received',
      ]),
      ...rows.map((row) =>
        csvLine([
          openHouse.title,
          describeLocalTime(openHouse.startsAt),
          row.name,
          row.email,
          String(row.partySize),
          row.childGrade,
          row.status,
          row.checkedInAt ? describeLocalTime(row.checkedInAt) : '',
          row.createdAt.toISOString(),
        ]),
      ),
    ].join('');
    return new StreamableFile(Buffer.from(`\ufeff${body}`, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="open-house-${id.slice(0, 8)}-attendees.csv"`,
    });
  }

  private async one(schoolId: number, id: string): Promise<OwnerOpenHouseResponse> {
    const row = (await this.reads.forSchool(schoolId)).find((openHouse) => openHouse.id === id);
    if (!row) throw new OpenHouseNotFoundError();
    return OwnerOpenHouseResponse.fromOwner(row);
  }
}
