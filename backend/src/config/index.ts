export { AppConfig, ConfigError, loadConfig } from './app-config';
export type { NodeEnv } from './app-config';
export { ConfigModule } from './config.module';
