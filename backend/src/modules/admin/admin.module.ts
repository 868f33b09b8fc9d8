import { Module } from '@nestjs/common';
import { ModerationModule } from '../moderation';
import { AdminArticleActions } from './application/admin-article-actions';
import { AdminSchoolActions } from './application/admin-school-actions';
import { AdminCatalogueController } from './http/admin-catalogue.controller';
import { AdminReads } from './infrastructure/admin-reads';

/**
 * The admin dashboard's catalogue side: overview totals, the school and
 * article tables with their switches and Edit forms. Approvals live in
 * moderation, claims in claims.
 */
@Module({
  imports: [ModerationModule],
  controllers: [AdminCatalogueController],
  providers: [AdminReads, AdminSchoolActions, AdminArticleActions],
})
export class AdminModule {}
