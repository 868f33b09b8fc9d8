import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OPEN_HOUSE_GRADES } from '@/entities/open-house';
import { errorText } from '@/shared/api';
import type { OpenHouseFormValues } from '../model/open-house-form';

const DURATIONS = [30, 45, 60, 90, 120, 180, 240];

/**
 * Create or edit an open house. Date and time are Las Vegas time, whatever the owner's own zone.
 * `familiesSignedUp`: the open house being edited has RSVPs (confirmed or waitlisted); they are mailed a change.
 */
export function OpenHouseFormDialog({
  title,
  initial,
  familiesSignedUp = false,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: OpenHouseFormValues;
  familiesSignedUp?: boolean;
  onSubmit: (values: OpenHouseFormValues) => Promise<void>;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof OpenHouseFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const err = (field: string) => errors[field]?.[0];
  // The first invalid field is focused, which scrolls the dialog to it: it may be far above the Save button.
  const fields = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0) fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const body = (error as { data?: { errors?: Record<string, string[]> } }).data;
      if (body?.errors) setErrors(body.errors);
      // Field errors show under their fields (the first one is focused below); the banner does not repeat them.
      setProblem(body?.errors ? 'Please correct the highlighted fields.' : errorText(error, 'Please try again later.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="open-house-form-title">
      <DialogTitle id="open-house-form-title">{title}</DialogTitle>
      <form onSubmit={submit} noValidate ref={fields}>
        <DialogContent>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          {familiesSignedUp && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Families have signed up. If you change the date, time, length or place, we e-mail each of them the new
              details with an updated calendar invite.
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={12}>
              <TextField
                label="Title"
                value={values.title}
                onChange={set('title')}
                required
                fullWidth
                error={!!err('title')}
                helperText={err('title')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                label="Date"
                type="date"
                value={values.date}
                onChange={set('date')}
                required
                fullWidth
                error={!!err('startsAtLocal')}
                helperText={err('startsAtLocal') ?? 'Las Vegas time (Pacific)'}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            {/* Full width on a phone: half of a dialog there clipped the time under its clock icon ('10:00 AN'). */}
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                label="Start time"
                type="time"
                value={values.time}
                onChange={set('time')}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                label="Duration"
                value={values.durationMinutes}
                onChange={set('durationMinutes')}
                fullWidth
                error={!!err('durationMinutes')}
                helperText={err('durationMinutes')}
              >
                {DURATIONS.map((minutes) => (
                  <MenuItem key={minutes} value={String(minutes)}>
                    {minutes < 60 ? `${minutes} minutes` : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField select label="Format" value={values.format} onChange={set('format')} fullWidth>
                <MenuItem value="in_person">In person (campus)</MenuItem>
                <MenuItem value="virtual">Virtual</MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              {values.format === 'in_person' ? (
                <TextField
                  label="Where on campus (optional)"
                  value={values.location}
                  onChange={set('location')}
                  fullWidth
                  error={!!err('location')}
                  helperText={err('location') ?? "Shown with the school's address, e.g. 'Main gym'"}
                />
              ) : (
                <TextField
                  label="Meeting link"
                  value={values.virtualUrl}
                  onChange={set('virtualUrl')}
                  required
                  fullWidth
                  placeholder="https://"
                  error={!!err('virtualUrl')}
                  helperText={err('virtualUrl') ?? 'https only; families get it by e-mail after they RSVP'}
                />
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                label="Capacity (seats)"
                type="number"
                value={values.capacity}
                onChange={set('capacity')}
                required
                fullWidth
                error={!!err('capacity')}
                helperText={err('capacity')}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField
                select
                label="From grade"
                value={values.gradeMin}
                onChange={set('gradeMin')}
                fullWidth
                error={!!err('gradeMin')}
                helperText={err('gradeMin')}
              >
                {OPEN_HOUSE_GRADES.map((grade) => (
                  <MenuItem key={grade.value} value={String(grade.value)}>
                    {grade.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField
                select
                label="To grade"
                value={values.gradeMax}
                onChange={set('gradeMax')}
                fullWidth
                error={!!err('gradeMax')}
                helperText={err('gradeMax')}
              >
                {OPEN_HOUSE_GRADES.map((grade) => (
                  <MenuItem key={grade.value} value={String(grade.value)}>
                    {grade.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <TextField
                label="Description"
                value={values.description}
                onChange={set('description')}
                multiline
                minRows={3}
                fullWidth
                error={!!err('description')}
                helperText={err('description')}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Save open house
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
