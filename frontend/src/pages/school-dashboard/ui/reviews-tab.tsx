import { Alert, Button, Card, CardContent, Divider, Pagination, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RatingSummary, ReviewCard } from '@/entities/review';
import { GuidelineSelect } from '@/features/write-review';
import { errorText, fieldErrorsOf, type PublicReviewResponse, type ReviewGuideline } from '@/shared/api';
import {
  useListOwnSchoolReviewsQuery,
  useReplyToReviewMutation,
  useReportOwnSchoolReviewMutation,
} from '@/shared/api/signed-in';
import { paths } from '@/shared/config';
import { pageCount } from '@/shared/lib/pagination';
import { useToast } from '@/shared/ui';
import { ReviewTrends } from './review-trends';

const PAGE_SIZE = 10;
const REPLY_MAX = 3000;

/** The school's one public reply to a review (post or edit), and a report against a named guideline. */
function OwnerReviewActions({ schoolId, review }: { schoolId: number; review: PublicReviewResponse }) {
  const { toast } = useToast();
  const [reply, replying] = useReplyToReviewMutation();
  const [report, reporting] = useReportOwnSchoolReviewMutation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.reply?.text ?? '');
  const [replyError, setReplyError] = useState<string | undefined>();
  const [reportOpen, setReportOpen] = useState(false);
  const [guideline, setGuideline] = useState<ReviewGuideline | ''>('');
  const [note, setNote] = useState('');
  const [reportError, setReportError] = useState<string | undefined>();

  const onReply = async () => {
    if (!text.trim()) {
      setReplyError('Reply is required');
      return;
    }
    try {
      const saved = await reply({ schoolId, reviewId: review.id, replyToReviewRequest: { text } }).unwrap();
      setEditing(false);
      toast({
        title: saved.reply?.status === 'held' ? 'Reply sent for moderation' : 'Reply published',
        description:
          saved.reply?.status === 'held' ? 'An automatic check held it; a moderator looks at it soon.' : undefined,
      });
    } catch (error) {
      setReplyError(fieldErrorsOf(error).text ?? errorText(error, 'The reply was not saved. Please try again.'));
    }
  };

  const onReport = async () => {
    if (!guideline) {
      setReportError('Please choose the guideline this review breaks');
      return;
    }
    try {
      await report({
        schoolId,
        reviewId: review.id,
        reportReviewRequest: { guideline, note: note.trim() || null },
      }).unwrap();
      setReportOpen(false);
      toast({ title: 'Report sent', description: 'The review stays up while a moderator looks at it.' });
    } catch (error) {
      setReportError(Object.values(fieldErrorsOf(error))[0] ?? errorText(error, 'The report was not sent.'));
    }
  };

  return (
    <Stack spacing={1.5}>
      {editing ? (
        <Stack spacing={1}>
          <TextField
            id={`reply-${review.id}`}
            label="Your public reply"
            multiline
            rows={4}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setReplyError(undefined);
            }}
            error={!!replyError}
            helperText={replyError ?? `${text.trim().length}/${REPLY_MAX} characters`}
            slotProps={{ htmlInput: { maxLength: REPLY_MAX } }}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small" onClick={onReply} disabled={replying.isLoading}>
              Publish reply
            </Button>
            <Button size="small" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
            {review.reply ? 'Edit reply' : 'Reply'}
          </Button>
          <Button size="small" color="inherit" onClick={() => setReportOpen((open) => !open)}>
            Report
          </Button>
        </Stack>
      )}
      {reportOpen && (
        <Stack spacing={1} sx={{ maxWidth: 520 }}>
          <GuidelineSelect
            id={`owner-report-${review.id}`}
            label="Guideline it breaks"
            value={guideline}
            onChange={(value) => {
              setGuideline(value);
              setReportError(undefined);
            }}
            error={reportError}
          />
          <TextField
            id={`owner-report-${review.id}-note`}
            size="small"
            label="Note for the moderator (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            size="small"
            variant="contained"
            onClick={onReport}
            disabled={reporting.isLoading}
            sx={{ alignSelf: 'flex-start' }}
          >
            Send report
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The school's reviews for its owners (issue 39): read them, reply once per review, report one against a
 * guideline. Owners cannot hide, delete, reorder or delay a review.
 */
export function ReviewsTab({ schoolId }: { schoolId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useListOwnSchoolReviewsQuery({ schoolId, page, limit: PAGE_SIZE, sort: 'newest' });
  const pages = data ? pageCount(data.total, data.limit) : 0;
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        Families&apos; reviews are published by the same{' '}
        <RouterLink to={paths.reviewGuidelines.href()}>review guidelines</RouterLink> for every school, paying or not.
        You can reply once to each review and report one that breaks a guideline; it stays up while a moderator looks at
        it. New reviews reach you by e-mail as you chose for leads in the Leads tab: at once or in a daily summary.
      </Typography>
      {error && <Alert severity="error">{errorText(error, 'The reviews could not be loaded.')}</Alert>}
      {isLoading && <Typography>Loading…</Typography>}
      {data && (
        <Card variant="outlined">
          <CardContent>
            <RatingSummary summary={data.summary} />
          </CardContent>
        </Card>
      )}
      <ReviewTrends schoolId={schoolId} />
      {data && data.items.length === 0 && <Typography>No published reviews yet.</Typography>}
      {data && data.items.length > 0 && (
        <Stack spacing={2.5} divider={<Divider flexItem />}>
          {data.items.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              schoolName={data.schoolName}
              actions={
                <OwnerReviewActions key={review.reply?.updatedAt ?? 'none'} schoolId={schoolId} review={review} />
              }
            />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination page={page} count={pages} onChange={(_, next) => setPage(next)} aria-label="Review pages" />
      )}
    </Stack>
  );
}
