import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { isAdminRole, SchoolOwnership, type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { CorrectionRepository } from '../application/ports/correction.repository';
import { DecideCorrection, type CorrectionDecider } from '../application/decide-correction';
import { CorrectionNotFoundError } from '../domain/corrections.errors';
import { CorrectionListRequest, DeclineCorrectionRequest } from './dto/correction.request';
import { SchoolCorrectionResponse } from './dto/correction.response';

const correctionId = new ParseUUIDPipe({ exceptionFactory: () => new CorrectionNotFoundError() });

/**
 * The school dashboard's Corrections tab: the families' suggestions for one school, for its active owners (an
 * admin opening the dashboard decides as an admin). Accepting applies the field through the owner's edit path.
 */
@ApiTags('school-corrections')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an owner of this school' })
@Controller('portal/schools/:schoolId/corrections')
export class SchoolCorrectionsController {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly corrections: CorrectionRepository,
    private readonly decide: DecideCorrection,
  ) {}

  @Get()
  @ApiOkResponse({ type: [SchoolCorrectionResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listSchoolCorrections(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Query() query: CorrectionListRequest,
  ): Promise<SchoolCorrectionResponse[]> {
    await this.ownership.assertOwnerOrAdmin(user, schoolId);
    const items = await this.corrections.list({ schoolId, status: query.status ?? 'open' });
    return items.map((item) => SchoolCorrectionResponse.from(item));
  }

  /** Applies the suggested value (owner edit rule: identifying fields are the directory team's to accept). */
  @Post(':id/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: SchoolCorrectionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such correction for this school' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already decided' })
  async acceptSchoolCorrection(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('id', correctionId) id: string,
  ): Promise<SchoolCorrectionResponse> {
    const decider = await this.decider(user, schoolId);
    return this.answer(await this.decide.accept(decider, id));
  }

  /** Declines with a reason (mailed to the family if they gave an e-mail). */
  @Post(':id/decline')
  @HttpCode(200)
  @ApiOkResponse({ type: SchoolCorrectionResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such correction for this school' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already decided' })
  async declineSchoolCorrection(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('id', correctionId) id: string,
    @Body() body: DeclineCorrectionRequest,
  ): Promise<SchoolCorrectionResponse> {
    const decider = await this.decider(user, schoolId);
    return this.answer(await this.decide.decline(decider, id, body.reason));
  }

  private async decider(user: SessionUser, schoolId: number): Promise<CorrectionDecider> {
    await this.ownership.assertOwnerOrAdmin(user, schoolId);
    return { userId: user.id, as: isAdminRole(user.role) ? 'admin' : 'owner', schoolId };
  }

  private async answer(correction: { id: string }): Promise<SchoolCorrectionResponse> {
    const item = await this.corrections.findItem(correction.id);
    if (!item) throw new CorrectionNotFoundError();
    return SchoolCorrectionResponse.from(item);
  }
}
