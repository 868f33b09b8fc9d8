import { Global, Module } from '@nestjs/common';
import { AppConfig, loadConfig } from './app-config';

/** Provides the validated `AppConfig` everywhere; tests override it with `overrideProvider(AppConfig)`. */
@Global()
@Module({
  providers: [{ provide: AppConfig, useFactory: () => loadConfig() }],
  exports: [AppConfig],
})
export class ConfigModule {}
