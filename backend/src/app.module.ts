import { Module } from '@nestjs/common';
import { ConfigModule } from './config';
import { DatabaseModule } from './shared/database';
import { QueueModule } from './shared/queue';
import { ObservabilityModule } from './shared/observability';
import { HealthModule } from './modules/health';
import { ArticlesModule } from './modules/articles';
import { DirectoryModule } from './modules/directory';
import { NeighborhoodsModule } from './modules/neighborhoods';
import { SeoModule } from './modules/seo';
import { ContactModule } from './modules/contact';
import { QueueDashboardModule } from './modules/mail';
import { IdentityModule } from './modules/identity';
import { ModerationModule } from './modules/moderation';
import { PortalModule } from './modules/portal';
import { AdminModule } from './modules/admin';
import { BillingModule } from './modules/billing';
import { ClaimsModule } from './modules/claims';

/** The HTTP process: controllers and producers, never queue processors. */
@Module({
  imports: [
    ConfigModule,
    ObservabilityModule.forWeb(),
    DatabaseModule,
    QueueModule.forRoot(),
    HealthModule,
    NeighborhoodsModule,
    ArticlesModule,
    DirectoryModule,
    SeoModule,
    ContactModule,
    QueueDashboardModule,
    IdentityModule,
    ModerationModule,
    PortalModule,
    AdminModule,
    BillingModule,
    ClaimsModule,
  ],
})
export class AppModule {}
