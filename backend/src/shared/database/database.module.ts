import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config';
import { createOrmConfig } from './mikro-orm.config';
import { TableChangeFeed } from './table-change-feed';

/**
 * MikroORM for the Nest processes. `registerRequestContext` forks one
 * EntityManager per HTTP request, so identity maps never leak between requests.
 * TableChangeFeed tells caches about writes (it connects only when one subscribes).
 */
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...createOrmConfig(config.databaseUrl),
        registerRequestContext: true,
      }),
    }),
  ],
  providers: [TableChangeFeed],
  exports: [TableChangeFeed],
})
export class DatabaseModule {}
