import { MenuItem, TextField } from '@mui/material';
import { REVIEW_GUIDELINES } from '@/entities/review';
import type { ReviewGuideline } from '@/shared/api';

/** One of the published guidelines (/review-guidelines): what a report names, and an admin removes a review for. */
export function GuidelineSelect({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: ReviewGuideline | '';
  onChange: (value: ReviewGuideline) => void;
  error?: string;
}) {
  return (
    <TextField
      id={id}
      select
      required
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as ReviewGuideline)}
      error={!!error}
      helperText={error}
    >
      {REVIEW_GUIDELINES.map((guideline) => (
        <MenuItem key={guideline.id} value={guideline.id}>
          {guideline.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
