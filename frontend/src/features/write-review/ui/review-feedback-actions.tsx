import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  errorText,
  fieldErrorsOf,
  useMarkReviewHelpfulMutation,
  useReportReviewMutation,
  type ReviewGuideline,
} from '@/shared/api';
import { paths } from '@/shared/config';
import { NEEDS_SCRIPT_CLASS } from '@/shared/ui';
import { GuidelineSelect } from './guideline-select';

/**
 * A visitor's 'Helpful' (once per visitor, counted by the server) and 'Report' with the guideline it breaks.
 * Both need the script: without it they are hidden (NEEDS_SCRIPT_CLASS), the review still reads.
 */
export function ReviewFeedbackActions({ reviewId, helpfulCount }: { reviewId: string; helpfulCount: number }) {
  const [markHelpful, helpful] = useMarkReviewHelpfulMutation();
  const [report, reporting] = useReportReviewMutation();
  const [count, setCount] = useState(helpfulCount);
  const [marked, setMarked] = useState(false);
  const [open, setOpen] = useState(false);
  const [guideline, setGuideline] = useState<ReviewGuideline | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reported, setReported] = useState(false);

  const onHelpful = async () => {
    try {
      const answer = await markHelpful({ reviewId }).unwrap();
      setCount(answer.helpfulCount);
      setMarked(true);
    } catch {
      // A refused 'Helpful' (rate limit) changes nothing the visitor needs to act on.
    }
  };

  const onReport = async () => {
    if (!guideline) {
      setProblem('Please choose the guideline this review breaks');
      return;
    }
    try {
      await report({ reviewId, reportReviewRequest: { guideline, note: note.trim() || null } }).unwrap();
      setReported(true);
      setOpen(false);
    } catch (error) {
      setProblem(
        Object.values(fieldErrorsOf(error))[0] ?? errorText(error, 'The report was not sent. Please try again.'),
      );
    }
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap className={NEEDS_SCRIPT_CLASS}>
      <Button
        size="small"
        startIcon={<ThumbUpOutlinedIcon />}
        onClick={onHelpful}
        disabled={marked || helpful.isLoading}
        aria-pressed={marked}
      >
        {`Helpful (${count})`}
      </Button>
      {reported ? (
        <Typography variant="body2" role="status" color="text.secondary">
          Thank you: the report is with our moderators. The review stays up while they look at it.
        </Typography>
      ) : (
        <Button size="small" color="inherit" startIcon={<FlagOutlinedIcon />} onClick={() => setOpen(true)}>
          Report
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`report-${reviewId}-title`}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={`report-${reviewId}-title`}>Report this review</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Which of the{' '}
            <Link component={RouterLink} to={paths.reviewGuidelines.href()} target="_blank" underline="always">
              review guidelines
            </Link>{' '}
            does it break?
          </Typography>
          <Stack spacing={2}>
            <GuidelineSelect
              id={`report-${reviewId}-guideline`}
              label="Guideline"
              value={guideline}
              onChange={(value) => {
                setGuideline(value);
                setProblem(null);
              }}
            />
            <TextField
              id={`report-${reviewId}-note`}
              label="Note (optional)"
              multiline
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={onReport} disabled={reporting.isLoading}>
            Send report
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
