import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { NeighborhoodCatalogue } from './application/ports/neighborhood-catalogue';
import { NeighborhoodsController } from './http/neighborhoods.controller';
import { MikroOrmNeighborhoodCatalogue } from './infrastructure/mikro-orm-neighborhood-catalogue';

@Module({
  controllers: [NeighborhoodsController],
  providers: [{ provide: NeighborhoodCatalogue, useClass: MikroOrmNeighborhoodCatalogue }],
  exports: [NeighborhoodCatalogue],
})
export class NeighborhoodsModule {
  constructor(rules: HttpRules) {
    // Public neighborhood answers (and directory's stats) are read from `neighborhood`: a write there clears the response cache.
    rules.publicAnswersReadFrom('neighborhood');
  }
}
