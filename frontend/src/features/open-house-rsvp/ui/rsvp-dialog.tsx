import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { OPEN_HOUSE_GRADES, formatOpenHouseTime } from '@/entities/open-house';
import { errorText, useRsvpToOpenHouseMutation, type OpenHouseResponse, type RsvpResultResponse } from '@/shared/api';

const FULL = 'This open house is full';

interface Values {
  name: string;
  email: string;
  partySize: string;
  childGrade: string;
}

/** RSVP without an account; when the open house is full, the family may join the waitlist instead. */
export function RsvpDialog({ openHouse, onClose }: { openHouse: OpenHouseResponse; onClose: () => void }) {
  const [values, setValues] = useState<Values>({ name: '', email: '', partySize: '1', childGrade: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [full, setFull] = useState(openHouse.seatsLeft === 0);
  const [result, setResult] = useState<RsvpResultResponse | null>(null);
  const [rsvp, { isLoading }] = useRsvpToOpenHouseMutation();
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setErrors({});
    try {
      const answer = await rsvp({
        id: openHouse.id,
        rsvpRequest: {
          name: values.name,
          email: values.email,
          partySize: Number(values.partySize),
          childGrade: values.childGrade as never,
          ...(full && { joinWaitlist: true }),
        },
      }).unwrap();
      setResult(answer);
    } catch (error) {
      const body = (error as { data?: { errors?: Record<string, string[]>; message?: string } }).data;
      if (body?.errors) setErrors(body.errors);
      const message = errorText(error, 'Something went wrong. Please try again.');
      if (message === FULL) setFull(true);
      setProblem(message);
    }
  };

  const fieldError = (field: string) => errors[field]?.[0];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rsvp-title">
      <DialogTitle id="rsvp-title">RSVP: {openHouse.title}</DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {result.status === 'confirmed'
                ? `You're registered! We e-mailed your confirmation to ${values.email}, with a calendar invite and a link to cancel.`
                : `You're on the waitlist. We'll e-mail ${values.email} as soon as seats open up.`}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {openHouse.school.name} · {formatOpenHouseTime(openHouse.startsAt, openHouse.endsAt)}
              </Typography>
              {problem && (
                <Alert severity={full ? 'warning' : 'error'} role="alert">
                  {problem}
                  {full &&
                    problem === FULL &&
                    '. You can join the waitlist: families get freed seats in the order they joined.'}
                </Alert>
              )}
              {full && !problem && (
                <Alert severity="info">
                  This open house is full. Join the waitlist and we&apos;ll e-mail you if seats open up.
                </Alert>
              )}
              <TextField
                label="Your name"
                value={values.name}
                onChange={set('name')}
                required
                error={!!fieldError('name')}
                helperText={fieldError('name')}
                autoComplete="name"
              />
              <TextField
                label="E-mail"
                type="email"
                value={values.email}
                onChange={set('email')}
                required
                error={!!fieldError('email')}
                helperText={fieldError('email')}
                autoComplete="email"
              />
              <TextField
                select
                label="Party size"
                value={values.partySize}
                onChange={set('partySize')}
                error={!!fieldError('partySize')}
                helperText={fieldError('partySize') ?? 'Everyone coming, you included'}
              >
                {Array.from({ length: 10 }, (_, index) => (
                  <MenuItem key={index + 1} value={String(index + 1)}>
                    {index + 1}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Child's grade"
                value={values.childGrade}
                onChange={set('childGrade')}
                required
                error={!!fieldError('childGrade')}
                helperText={fieldError('childGrade')}
              >
                {OPEN_HOUSE_GRADES.map((grade) => (
                  <MenuItem key={grade.value} value={grade.label}>
                    {grade.label}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="caption" color="text.secondary">
                Only {openHouse.school.name} and our administrators see your RSVP. It also reaches the school as a
                request, and your name and e-mail are erased 30 days after the open house.
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {full ? 'Join the waitlist' : 'RSVP'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
