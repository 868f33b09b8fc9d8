export { DatabaseModule } from './database.module';
export { createOrmConfig } from './mikro-orm.config';
export { ENTITIES } from './entities';
