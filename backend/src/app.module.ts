import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, type PaymentsConfig } from './config';
import { ENTITIES } from './entities';
import { DatabaseModule } from './shared/database';
import { HttpRulesModule } from './shared/http';
import { QueueModule } from './shared/queue';
import { ObservabilityModule } from './shared/observability';
import { HealthModule } from './modules/health';
import { ArticlesModule } from './modules/articles';
import { CatalogueModule } from './modules/catalogue';
import { DirectoryModule } from './modules/directory';
import { NeighborhoodsModule } from './modules/neighborhoods';
import { SeoModule } from './modules/seo';
import { ContactModule } from './modules/contact';
import { IdentityModule } from './modules/identity';
import { ModerationModule } from './modules/moderation';
import { BillingModule, StripePaymentsModule } from './modules/billing';
import { PaymentSandboxModule } from './modules/payment-sandbox';
import { ClaimsModule } from './modules/claims';
import { LeadsModule } from './modules/leads';
import { OpenHousesModule } from './modules/open-houses';
import { CostsModule } from './modules/costs';
import { AnalyticsModule } from './modules/analytics';
import { AlertsModule } from './modules/alerts';
import { ReviewsModule } from './modules/reviews';
import { CorrectionsModule } from './modules/corrections';
import { ListingConfirmationsModule } from './modules/listing-confirmations';
import { OperationsModule } from './modules/operations';

/** The HTTP process: controllers and producers, never queue processors. */
@Module({
  imports: [
    ConfigModule,
    ObservabilityModule.forWeb(),
    DatabaseModule.forRoot(ENTITIES),
    QueueModule.forRoot(),
    HttpRulesModule,
    HealthModule,
    NeighborhoodsModule,
    ArticlesModule,
    DirectoryModule,
    CatalogueModule,
    SeoModule,
    ContactModule,
    OperationsModule,
    IdentityModule,
    ModerationModule,
    BillingModule,
    ClaimsModule,
    LeadsModule,
    OpenHousesModule,
    CostsModule,
    AnalyticsModule,
    AlertsModule,
    ReviewsModule,
    CorrectionsModule,
    ListingConfirmationsModule,
  ],
})
export class AppModule {
  /**
   * The web app for one payment mode: Stripe with keys, the development
   * payment sandbox (its TEST MODE routes included) without. Exactly one of
   * them binds billing's PaymentGateway port.
   */
  static withPayments(mode: PaymentsConfig['mode']): DynamicModule {
    return { module: AppModule, imports: [mode === 'stripe' ? StripePaymentsModule : PaymentSandboxModule.forWeb()] };
  }
}
