import { type DynamicModule, Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config';
import { createOrmConfig, type OrmEntities } from './mikro-orm.config';
import { TableChangeFeed } from './table-change-feed';
import { UnitOfWork } from './unit-of-work';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work';

/**
 * MikroORM for the Nest processes. `registerRequestContext` forks one
 * EntityManager per HTTP request, so identity maps never leak between requests.
 * TableChangeFeed tells caches about writes (it connects only when one subscribes).
 * Global so every module's use cases can take the one transaction mechanism, `UnitOfWork`.
 * The composition root passes the mapped schemas (`DatabaseModule.forRoot(ENTITIES)`):
 * shared code never imports a module.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(entities: OrmEntities): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          driver: PostgreSqlDriver,
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            ...createOrmConfig(config.databaseUrl, entities),
            registerRequestContext: true,
          }),
        }),
      ],
      providers: [TableChangeFeed, { provide: UnitOfWork, useClass: MikroOrmUnitOfWork }],
      exports: [TableChangeFeed, UnitOfWork],
    };
  }
}
