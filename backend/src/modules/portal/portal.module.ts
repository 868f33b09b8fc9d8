import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ModerationModule } from '../moderation';
import { OwnedSchools } from './application/owned-schools';
import { PortalController } from './http/portal.controller';
import { SchoolDashboardController } from './http/school-dashboard.controller';

/** The owner's screens: the school portal and the school dashboard (spec 001 §2). */
@Module({
  imports: [IdentityModule, ModerationModule],
  controllers: [PortalController, SchoolDashboardController],
  providers: [OwnedSchools],
})
export class PortalModule {}
