import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { AuditModule } from '../audit';
import { IdentityModule } from '../identity';
import { CreateNeighborhood } from './application/create-neighborhood';
import { DeleteNeighborhood } from './application/delete-neighborhood';
import { SetNeighborhoodArchived } from './application/set-neighborhood-archived';
import { NeighborhoodCatalogue } from './application/ports/neighborhood-catalogue';
import { NeighborhoodRepository } from './application/ports/neighborhood.repository';
import { UpdateNeighborhood } from './application/update-neighborhood';
import { AdminNeighborhoodsController } from './http/admin-neighborhoods.controller';
import { NeighborhoodsController } from './http/neighborhoods.controller';
import { MikroOrmNeighborhoodCatalogue } from './infrastructure/mikro-orm-neighborhood-catalogue';
import { MikroOrmNeighborhoodRepository } from './infrastructure/mikro-orm-neighborhood.repository';

/** Neighborhood guides: the only module that writes `neighborhood` (the admin's editor); counts are live. */
@Module({
  imports: [AuditModule, IdentityModule],
  controllers: [NeighborhoodsController, AdminNeighborhoodsController],
  providers: [
    { provide: NeighborhoodCatalogue, useClass: MikroOrmNeighborhoodCatalogue },
    { provide: NeighborhoodRepository, useClass: MikroOrmNeighborhoodRepository },
    CreateNeighborhood,
    UpdateNeighborhood,
    SetNeighborhoodArchived,
    DeleteNeighborhood,
  ],
  exports: [NeighborhoodCatalogue],
})
export class NeighborhoodsModule {
  constructor(rules: HttpRules) {
    // Public neighborhood answers (and directory's stats) are read from `neighborhood`: a write there clears the response cache.
    rules.publicAnswersReadFrom('neighborhood');
  }
}
