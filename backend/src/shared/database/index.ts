export { DatabaseModule } from './database.module';
export { createOrmConfig } from './mikro-orm.config';
export { ENTITIES } from './entities';
export { ANY_TABLE, TABLE_CHANGES_CHANNEL, TableChangeFeed, writtenTable } from './table-change-feed';
export type { TableChangeListener } from './table-change-feed';
export type { Seeder } from './seeder';
export { likeContains, likeEscape } from './like-pattern';
export type { Page } from './page';
