import { Body, Controller, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
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
import { CurrentUser, Roles, type SessionUser } from '../../identity';
import { CreateNeighborhood } from '../application/create-neighborhood';
import { NeighborhoodCatalogue } from '../application/ports/neighborhood-catalogue';
import { UpdateNeighborhood } from '../application/update-neighborhood';
import { NeighborhoodNotFoundError } from '../domain/neighborhoods.errors';
import { NeighborhoodProfileRequest } from './dto/neighborhood-profile.request';
import { NeighborhoodResponse } from './dto/neighborhood.response';

/** The admin dashboard's Neighborhoods tab (issue 16): new guides and edits. The list is the public one. */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin/neighborhoods')
export class AdminNeighborhoodsController {
  constructor(
    private readonly createNeighborhood: CreateNeighborhood,
    private readonly updateNeighborhood: UpdateNeighborhood,
    private readonly catalogue: NeighborhoodCatalogue,
  ) {}

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

  /** As the public page shows it, with the live school count. */
  private async answer(id: number): Promise<NeighborhoodResponse> {
    const neighborhood = await this.catalogue.findByIdOrName(String(id));
    if (!neighborhood) throw new NeighborhoodNotFoundError();
    return NeighborhoodResponse.from(neighborhood);
  }
}
