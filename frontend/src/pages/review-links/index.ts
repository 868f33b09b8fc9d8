export { ConfirmReviewPage } from './ui/confirm-review-page';
export { ManageReviewPage } from './ui/manage-review-page';
