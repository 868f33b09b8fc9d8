import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse, Public, PublicCache } from '../../../shared/http';
import { NeighborhoodCatalogue } from '../application/ports/neighborhood-catalogue';
import { NeighborhoodNotFoundError } from '../domain/neighborhoods.errors';
import { NeighborhoodResponse } from './dto/neighborhood.response';

@ApiTags('neighborhoods')
@Public()
@Controller('neighborhoods')
export class NeighborhoodsController {
  constructor(private readonly catalogue: NeighborhoodCatalogue) {}

  /** Every neighborhood guide, by name, with live school counts. */
  @Get()
  @PublicCache()
  @ApiOkResponse({ type: [NeighborhoodResponse] })
  async listNeighborhoods(): Promise<NeighborhoodResponse[]> {
    return (await this.catalogue.list()).map((n) => NeighborhoodResponse.from(n));
  }

  /** One neighborhood by numeric id or by (URL-encoded) name, case-insensitive. */
  @Get(':idOrName')
  @PublicCache()
  @ApiOkResponse({ type: NeighborhoodResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getNeighborhood(@Param('idOrName') idOrName: string): Promise<NeighborhoodResponse> {
    const neighborhood = await this.catalogue.findByIdOrName(idOrName);
    if (!neighborhood) throw new NeighborhoodNotFoundError();
    return NeighborhoodResponse.from(neighborhood);
  }
}
