import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { CreateNeighborhood } from '../application/create-neighborhood';
import { DeleteNeighborhood } from '../application/delete-neighborhood';
import { NeighborhoodCatalogue } from '../application/ports/neighborhood-catalogue';
import { SetNeighborhoodArchived } from '../application/set-neighborhood-archived';
import { UpdateNeighborhood } from '../application/update-neighborhood';
import { NeighborhoodNotFoundError } from '../domain/neighborhoods.errors';
import { NeighborhoodProfileRequest } from './dto/neighborhood-profile.request';
import { NeighborhoodResponse } from './dto/neighborhood.response';

/** The admin dashboard's Neighborhoods tab (issue 16, 36): every guide, new ones, edits, archive, restore, delete. */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin/neighborhoods')
export class AdminNeighborhoodsController {
  constructor(
    private readonly createNeighborhood: CreateNeighborhood,
    private readonly updateNeighborhood: UpdateNeighborhood,
    private readonly setArchived: SetNeighborhoodArchived,
    private readonly deleteNeighborhood: DeleteNeighborhood,
    private readonly catalogue: NeighborhoodCatalogue,
  ) {}

  /** Every neighborhood by name, archived ones too (`archivedAt` set), with live school counts. */
  @Get()
  @ApiOkResponse({ type: [NeighborhoodResponse] })
  async listNeighborhoodsForAdmin(): Promise<NeighborhoodResponse[]> {
    return (await this.catalogue.listForAdmin()).map((n) => NeighborhoodResponse.from(n));
  }

  @Post()
  @ApiCreatedResponse({ type: NeighborhoodResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'A neighborhood with this name already exists' })
  async createNeighborhoodAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Body() body: NeighborhoodProfileRequest,
  ): Promise<NeighborhoodResponse> {
    const created = await this.createNeighborhood.execute({ adminId: admin.id, profile: body });
    return this.answer(created.id);
  }

  /** Every field is sent; an empty optional field clears it. */
  @Put(':id')
  @ApiOkResponse({ type: NeighborhoodResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'A neighborhood with this name already exists' })
  async updateNeighborhoodAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: NeighborhoodProfileRequest,
  ): Promise<NeighborhoodResponse> {
    await this.updateNeighborhood.execute({ adminId: admin.id, neighborhoodId: id, profile: body });
    return this.answer(id);
  }

  /** Hides the guide from families (its page answers 404, lists skip it); its schools keep it. */
  @Post(':id/archive')
  @HttpCode(200)
  @ApiOkResponse({ type: NeighborhoodResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async archiveNeighborhoodAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<NeighborhoodResponse> {
    await this.setArchived.execute({ adminId: admin.id, neighborhoodId: id, archived: true });
    return this.answer(id);
  }

  /** Shows an archived guide again. */
  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: NeighborhoodResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async restoreNeighborhoodAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<NeighborhoodResponse> {
    await this.setArchived.execute({ adminId: admin.id, neighborhoodId: id, archived: false });
    return this.answer(id);
  }

  /** Deletes a guide no school is in (409 naming how many are, otherwise). */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Schools are still in this neighborhood' })
  async deleteNeighborhoodAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.deleteNeighborhood.execute({ adminId: admin.id, neighborhoodId: id });
  }

  /** As the public page shows it, with the live school count (and `archivedAt`). */
  private async answer(id: number): Promise<NeighborhoodResponse> {
    const neighborhood = await this.catalogue.findForAdmin(id);
    if (!neighborhood) throw new NeighborhoodNotFoundError();
    return NeighborhoodResponse.from(neighborhood);
  }
}
