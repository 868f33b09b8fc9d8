import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Rating,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { schoolYearsLabel } from '@/entities/review';
import { GuidelineSelect } from '@/features/write-review';
import { errorText, type ReviewGuideline } from '@/shared/api';
import {
  useListReviewQueueQuery,
  usePublishReviewMutation,
  usePublishReviewReplyMutation,
  useRemoveReviewMutation,
  useRemoveReviewReplyMutation,
  type AdminReviewResponse,
  type ReviewQueue,
} from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';
import { ReviewVolumes } from './review-volumes';

const QUEUES: { value: ReviewQueue; label: string }[] = [
  { value: 'open', label: 'All waiting' },
  { value: 'held', label: 'Held by a check' },
  { value: 'reported', label: 'Reported' },
];

/** One review in the queue: why it is here, publish it, or remove it under a published reason. */
function QueuedReview({ review }: { review: AdminReviewResponse }) {
  const { toast } = useToast();
  const [publish, publishing] = usePublishReviewMutation();
  const [remove, removing] = useRemoveReviewMutation();
  const [publishReply] = usePublishReviewReplyMutation();
  const [removeReply] = useRemoveReviewReplyMutation();
  const [reason, setReason] = useState<ReviewGuideline | ''>('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      toast({ title: 'Not done', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  const onRemove = () => {
    if (!reason) {
      setReasonError('Please choose one of the published reasons');
      return;
    }
    void run(() => remove({ reviewId: review.id, removeReviewRequest: { reason } }).unwrap(), 'Review removed');
  };
  const reviewHeld = review.status === 'held';

  return (
    <Card variant="outlined" component="article" aria-label={`Review: ${review.title}`} data-testid="queued-review">
      <CardContent>
        <Stack spacing={1.25}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              {review.title}
            </Typography>
            <Chip size="small" label={review.status} />
            <Rating value={review.overall} readOnly size="small" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {`${review.schoolName} · ${review.displayName} (${review.email ?? 'address erased'}) · ${review.relationshipLabel} · ${schoolYearsLabel(review.schoolYears)}`}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</Typography>
          {review.holdReasons.length > 0 && (
            <Typography variant="body2">
              <strong>Held by: </strong>
              {review.holdReasons.map((hold) => hold.label).join('; ')}
            </Typography>
          )}
          {review.openReports.map((report) => (
            <Alert key={`${report.createdAt}-${report.guideline}`} severity="warning" data-testid="open-report">
              {`Reported by ${report.reporterKind === 'owner' ? 'an owner' : 'a visitor'}: ${report.guidelineLabel}`}
              {report.note && ` · “${report.note}”`}
            </Alert>
          ))}
          {review.reply && (
            <Alert severity={review.reply.status === 'held' ? 'info' : 'success'} icon={false}>
              <Typography variant="subtitle2">{`Response from ${review.schoolName} (${review.reply.status})`}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {review.reply.text}
              </Typography>
              {review.reply.holdReasons.length > 0 && (
                <Typography variant="body2">{`Held by: ${review.reply.holdReasons.map((h) => h.label).join('; ')}`}</Typography>
              )}
              {review.reply.status === 'held' && (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button
                    size="small"
                    onClick={() => void run(() => publishReply({ reviewId: review.id }).unwrap(), 'Reply published')}
                  >
                    Publish reply
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void run(() => removeReply({ reviewId: review.id }).unwrap(), 'Reply removed')}
                  >
                    Remove reply
                  </Button>
                </Stack>
              )}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
            <Button
              variant="contained"
              disabled={publishing.isLoading}
              onClick={() =>
                void run(
                  () => publish({ reviewId: review.id }).unwrap(),
                  reviewHeld ? 'Review published' : 'Review kept up',
                )
              }
            >
              {reviewHeld ? 'Publish' : 'Keep published'}
            </Button>
            <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <GuidelineSelect
                id={`remove-${review.id}-reason`}
                label="Reason for removal"
                value={reason}
                onChange={(value) => {
                  setReason(value);
                  setReasonError(undefined);
                }}
                error={reasonError}
              />
              <Button
                color="error"
                variant="outlined"
                disabled={removing.isLoading}
                onClick={onRemove}
                sx={{ flexShrink: 0 }}
              >
                Remove
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The admin's Reviews queue (issue 39): reviews and replies held by an automatic check and reviews reported by
 * owners or visitors, oldest first. Removing one names a published reason, which the reviewer is told by e-mail.
 */
export function AdminReviewsTab() {
  const [queue, setQueue] = useState<ReviewQueue>('open');
  const { data, error, isLoading } = useListReviewQueueQuery({ queue, page: 1, limit: 50 });
  return (
    <Stack spacing={2.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
      >
        <Typography variant="h5" component="h2">
          Reviews waiting for a decision
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={queue}
          onChange={(_, value: ReviewQueue | null) => value && setQueue(value)}
          aria-label="Which reviews"
        >
          {QUEUES.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Decide by the published review guidelines only: a school&apos;s plan, its request or the rating never change the
        decision. A removed review is kept for the record and counted on the school&apos;s page.
      </Typography>
      {error && <Alert severity="error">{errorText(error, 'The queue could not be loaded.')}</Alert>}
      {isLoading && <Typography>Loading…</Typography>}
      {data && data.items.length === 0 && <Typography>Nothing waits for a decision.</Typography>}
      {data?.items.map((review) => (
        <QueuedReview key={review.id} review={review} />
      ))}
      {data && data.total > data.items.length && (
        <Typography
          variant="body2"
          color="text.secondary"
        >{`Showing the oldest ${data.items.length} of ${data.total}.`}</Typography>
      )}
      <ReviewVolumes />
    </Stack>
  );
}
