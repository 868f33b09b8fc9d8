import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ConfirmReview } from './application/confirm-review';
import { ManageReview } from './application/manage-review';
import { ModerateReview } from './application/moderate-review';
import { ReviewRepository } from './application/ports/review.repository';
import { ReviewedSchools } from './application/ports/reviewed-school';
import { SchoolReviewDigests } from './application/ports/school-review-digest';
import { ReviewPublication } from './application/publication';
import { RespondToReview } from './application/respond-to-review';
import { ReviewLinks } from './application/review-links';
import { ReviewMails } from './application/review-mails';
import { VisitorReviewActions } from './application/visitor-review-actions';
import { WriteReview } from './application/write-review';
import { AdminReviewsController } from './http/admin-reviews.controller';
import { ReviewsController } from './http/reviews.controller';
import { SchoolReviewsController } from './http/school-reviews.controller';
import { MikroOrmReviewRepository } from './infrastructure/mikro-orm-review.repository';
import { ReviewReads } from './infrastructure/review-reads';
import { SqlReviewedSchools } from './infrastructure/sql-reviewed-schools';
import { SqlSchoolReviewDigests } from './infrastructure/sql-school-review-digests';

/** What other modules read of a school's reviews (the seo module's JSON-LD), without the module's routes. */
@Module({
  providers: [ReviewReads, { provide: SchoolReviewDigests, useClass: SqlSchoolReviewDigests }],
  exports: [SchoolReviewDigests],
})
export class ReviewDigestsModule {}

/**
 * Family reviews (issue 39): the web app's side. The worker's sweep of unconfirmed reviews is
 * ReviewsJobsModule. Schools are read through directory's published `school_summary` view, owners through
 * identity's index, mails through mail's outbox.
 */
@Module({
  imports: [IdentityModule, MailModule],
  controllers: [ReviewsController, SchoolReviewsController, AdminReviewsController],
  providers: [
    { provide: ReviewRepository, useClass: MikroOrmReviewRepository },
    { provide: ReviewedSchools, useClass: SqlReviewedSchools },
    ReviewReads,
    ReviewLinks,
    ReviewMails,
    ReviewPublication,
    WriteReview,
    ConfirmReview,
    ManageReview,
    ModerateReview,
    RespondToReview,
    VisitorReviewActions,
  ],
})
export class ReviewsModule {
  constructor(rules: HttpRules) {
    // The school page the server renders shows the published reviews: a write to `review` clears the
    // rendered-page cache (the reviews API answers are not cached).
    rules.publicPagesReadFrom('review');
    // The directory's cached answers carry each school's rating (school_review_stats, kept by review's
    // triggers): a changed rating clears them; a helpful vote or a reply does not.
    rules.publicAnswersReadFrom('school_review_stats');
  }
}
