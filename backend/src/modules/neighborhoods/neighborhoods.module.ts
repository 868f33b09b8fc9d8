import { Module } from '@nestjs/common';
import { NeighborhoodCatalogue } from './application/ports/neighborhood-catalogue';
import { NeighborhoodsController } from './http/neighborhoods.controller';
import { MikroOrmNeighborhoodCatalogue } from './infrastructure/mikro-orm-neighborhood-catalogue';

@Module({
  controllers: [NeighborhoodsController],
  providers: [{ provide: NeighborhoodCatalogue, useClass: MikroOrmNeighborhoodCatalogue }],
  exports: [NeighborhoodCatalogue],
})
export class NeighborhoodsModule {}
