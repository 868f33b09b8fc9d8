export { AppConfig, ConfigError, loadConfig } from './app-config';
export type { NodeEnv, MailConfig, PaymentsConfig, AuthConfig, ObservabilityConfig, LogLevel } from './app-config';
export { ConfigModule } from './config.module';
