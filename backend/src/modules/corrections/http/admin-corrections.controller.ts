import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
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
import type { SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { CorrectionRepository } from '../application/ports/correction.repository';
import { DecideCorrection } from '../application/decide-correction';
import { CorrectionNotFoundError } from '../domain/corrections.errors';
import { CorrectionListRequest, DeclineCorrectionRequest } from './dto/correction.request';
import { SchoolCorrectionResponse } from './dto/correction.response';

const correctionId = new ParseUUIDPipe({ exceptionFactory: () => new CorrectionNotFoundError() });

/** The admin's Corrections queue: every school's suggestions, newest first; an admin may accept any field. */
@ApiTags('admin-corrections')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin/corrections')
export class AdminCorrectionsController {
  constructor(
    private readonly corrections: CorrectionRepository,
    private readonly decide: DecideCorrection,
  ) {}

  @Get()
  @ApiOkResponse({ type: [SchoolCorrectionResponse] })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listAdminCorrections(@Query() query: CorrectionListRequest): Promise<SchoolCorrectionResponse[]> {
    const items = await this.corrections.list({ status: query.status ?? 'open' });
    return items.map((item) => SchoolCorrectionResponse.from(item));
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: SchoolCorrectionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already decided' })
  async acceptAdminCorrection(
    @CurrentUser() user: SessionUser,
    @Param('id', correctionId) id: string,
  ): Promise<SchoolCorrectionResponse> {
    return this.answer(await this.decide.accept({ userId: user.id, as: 'admin' }, id));
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOkResponse({ type: SchoolCorrectionResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already decided' })
  async declineAdminCorrection(
    @CurrentUser() user: SessionUser,
    @Param('id', correctionId) id: string,
    @Body() body: DeclineCorrectionRequest,
  ): Promise<SchoolCorrectionResponse> {
    return this.answer(await this.decide.decline({ userId: user.id, as: 'admin' }, id, body.reason));
  }

  private async answer(correction: { id: string }): Promise<SchoolCorrectionResponse> {
    const item = await this.corrections.findItem(correction.id);
    if (!item) throw new CorrectionNotFoundError();
    return SchoolCorrectionResponse.from(item);
  }
}
