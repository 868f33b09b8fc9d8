import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse, Public, publicPage } from '../../../shared/http';
import { SchoolLookup } from '../../directory';
import { RsvpThrottle } from '../../identity/adapters';
import { CancelRsvp } from '../application/cancel-rsvp';
import { RsvpToOpenHouse } from '../application/rsvp-to-open-house';
import { OpenHouseNotFoundError } from '../domain/open-houses.errors';
import { fromWallTime } from '../domain/open-house-time';
import { OpenHouseReads } from '../application/ports/open-house-reads';
import { ListOpenHousesRequest } from './dto/list-open-houses.request';
import {
  OpenHouseListResponse,
  OpenHouseResponse,
  RsvpByTokenResponse,
  RsvpResultResponse,
} from './dto/open-house.response';
import { RsvpRequest, RsvpTokenRequest } from './dto/rsvp.request';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new OpenHouseNotFoundError() });

/** The day after a Las Vegas date, as YYYY-MM-DD. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Families' side: upcoming open houses, RSVP without an account, cancel by the mailed link. */
@ApiTags('open-houses')
@Public()
@Controller()
export class OpenHousesController {
  constructor(
    private readonly reads: OpenHouseReads,
    private readonly rsvp: RsvpToOpenHouse,
    private readonly cancelRsvp: CancelRsvp,
    private readonly schools: SchoolLookup,
  ) {}

  /** Upcoming open houses of the valley, soonest first, filtered by grade, neighborhood, dates and format. */
  @Get('open-houses')
  @ApiOkResponse({ type: OpenHouseListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listOpenHouses(@Query() query: ListOpenHousesRequest): Promise<OpenHouseListResponse> {
    const { page, limit } = publicPage(query);
    const result = await this.reads.upcoming(
      {
        grade: query.grade,
        neighborhood: query.neighborhood,
        from: query.from ? (fromWallTime(`${query.from}T00:00`) ?? undefined) : undefined,
        to: query.to ? (fromWallTime(`${nextDay(query.to)}T00:00`) ?? undefined) : undefined,
        format: query.format,
        schoolSlug: query.school,
      },
      page,
      limit,
    );
    return {
      openHouses: result.openHouses.map((row) => OpenHouseResponse.from(row)),
      total: result.total,
      page,
      limit,
    };
  }

  @Get('open-houses/:id')
  @ApiOkResponse({ type: OpenHouseResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getOpenHouse(@Param('id', uuid) id: string): Promise<OpenHouseResponse> {
    const row = await this.reads.publicById(id);
    if (!row) throw new OpenHouseNotFoundError();
    return OpenHouseResponse.from(row);
  }

  /**
   * RSVP without an account. 201 confirmed (or waitlisted with
   * `joinWaitlist`); 409 'This open house is full' when the party does not fit.
   */
  @Post('open-houses/:id/rsvps')
  @HttpCode(201)
  @RsvpThrottle()
  @ApiCreatedResponse({ type: RsvpResultResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Full, cancelled, started, or already RSVPed' })
  async rsvpToOpenHouse(@Param('id', uuid) id: string, @Body() body: RsvpRequest): Promise<RsvpResultResponse> {
    const rsvp = await this.rsvp.execute(id, body);
    return { id: rsvp.id, status: rsvp.status, partySize: rsvp.partySize };
  }

  /** What a cancel link names (the cancel page shows it before the family confirms). */
  @Post('open-house-rsvps/lookup')
  @HttpCode(200)
  @ApiOkResponse({ type: RsvpByTokenResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'The token is not valid' })
  async lookupRsvp(@Body() body: RsvpTokenRequest): Promise<RsvpByTokenResponse> {
    const { rsvp, openHouse } = await this.cancelRsvp.find(body.token);
    return this.describe(rsvp, openHouse);
  }

  /** Cancels the RSVP the token names; freed seats go to the waitlist. Repeating it changes nothing. */
  @Post('open-house-rsvps/cancel')
  @HttpCode(200)
  @RsvpThrottle()
  @ApiOkResponse({ type: RsvpByTokenResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'The token is not valid' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The open house has started' })
  async cancelOpenHouseRsvp(@Body() body: RsvpTokenRequest): Promise<RsvpByTokenResponse> {
    const { rsvp, openHouse } = await this.cancelRsvp.execute(body.token);
    return this.describe(rsvp, openHouse);
  }

  private async describe(
    rsvp: Awaited<ReturnType<CancelRsvp['find']>>['rsvp'],
    openHouse: Awaited<ReturnType<CancelRsvp['find']>>['openHouse'],
  ): Promise<RsvpByTokenResponse> {
    return {
      status: rsvp.status,
      firstName: rsvp.firstName(),
      partySize: rsvp.partySize,
      openHouseId: openHouse.id,
      title: openHouse.title,
      startsAt: openHouse.startsAt.toISOString(),
      openHouseStatus: openHouse.status,
      schoolName: (await this.schools.nameOf(openHouse.schoolId)) ?? undefined,
    };
  }
}
