import { Body, Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { SchoolIdMismatchError } from '../../directory';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { CurrentUser } from '../../identity/adapters';
import { SubmitOwnerEdit } from '../application/submit-owner-edit';
import { OwnerEditResponse } from './dto/owner-edit.response';
import { UpdatePortalSchoolRequest } from './dto/update-portal-school.request';

/**
 * The portal's 'Edit School Information' form (/portal): any signed-in owner of
 * the school. Facts go live at once, identifying fields wait for review
 * (docs/product.md "Edits and moderation"), so it lives with the pending changes.
 */
@ApiTags('portal')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('portal')
export class PortalSchoolEditsController {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly submitOwnerEdit: SubmitOwnerEdit,
  ) {}

  /** Applies the live fields (blank tuition clears it) and stores the reviewed ones as a pending change. */
  @Put('schools/:id')
  @ApiOkResponse({ type: OwnerEditResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an owner of this school' })
  async updatePortalSchool(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdatePortalSchoolRequest,
  ): Promise<OwnerEditResponse> {
    const { id: bodyId, ...proposed } = body;
    if (bodyId !== undefined && bodyId !== id) throw new SchoolIdMismatchError();
    await this.ownership.assertOwns(user.id, id);
    return OwnerEditResponse.from(await this.submitOwnerEdit.execute({ userId: user.id, schoolId: id, proposed }));
  }
}
