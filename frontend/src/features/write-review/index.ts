export { WriteReviewForm, REVIEW_SENT } from './ui/write-review-form';
export { EditReviewForm } from './ui/edit-review-form';
export { ReviewFeedbackActions } from './ui/review-feedback-actions';
export { GuidelineSelect } from './ui/guideline-select';
