import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { errorText, useSaveAlertMutation, type AlertFrequency } from '@/shared/api';
import { paths } from '@/shared/config';
import type { SchoolFilters } from '@/shared/lib/url-filters';
import { FormTextField } from '@/shared/ui';
import { alertFilters } from '../model/alert-filters';
import { alertFormSchema, type AlertFormValues } from '../model/alert-form';

/** The address already has an alert for this search: how often it mails, and whether its change link was sent. */
interface Existing {
  email: string;
  frequency: AlertFrequency;
  wanted: AlertFrequency;
  linkSent: boolean;
}

/**
 * 'Email me new matches': saves the directory's current filters with an address (no account), double opt-in.
 * The same search saved again for the same address saves nothing: the dialog says so and offers to change
 * the alert there is (by the link the server mails to the address, as every change of an alert is made).
 */
export function SaveSearchAlertDialog({ filters, onClose }: { filters: SchoolFilters; onClose: () => void }) {
  const [saveAlert, { isLoading }] = useSaveAlertMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [existing, setExisting] = useState<Existing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<AlertFormValues>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: { email: '', frequency: 'weekly' },
  });

  const send = async (values: AlertFormValues, changeExisting = false) => {
    setProblem(null);
    try {
      const result = await saveAlert({
        saveAlertRequest: { ...values, filters: alertFilters(filters), ...(changeExisting && { changeExisting }) },
      }).unwrap();
      if (result.saved || !result.existingFrequency) setSentTo(values.email);
      else
        setExisting({
          email: values.email,
          frequency: result.existingFrequency,
          wanted: values.frequency,
          linkSent: result.changeLinkSent,
        });
    } catch (error) {
      const fieldErrors = (error as { data?: { errors?: Record<string, string[]> } }).data?.errors ?? {};
      for (const field of ['email', 'frequency'] as const)
        if (fieldErrors[field]?.[0]) setError(field, { message: fieldErrors[field][0] });
      setProblem(errorText(error, 'Something went wrong. Please try again.'));
    }
  };
  const submit = handleSubmit((values) => send(values));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="save-alert-title">
      <DialogTitle id="save-alert-title">Email me new matches</DialogTitle>
      {existing ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              {problem && (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              )}
              {existing.linkSent ? (
                <Alert severity="success" role="status">
                  We e-mailed {existing.email} the link to change this alert. Open it to set how often it comes, or to
                  change or stop the search.
                </Alert>
              ) : (
                <Alert severity="info" role="status">
                  {existing.email} already has an alert for this search, sent {existing.frequency}. We did not save a
                  second one or send another e-mail.
                  {existing.wanted !== existing.frequency &&
                    ` Would you like it ${existing.wanted} instead? We'll e-mail you the link to change it.`}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            {!existing.linkSent && (
              <Button
                variant="contained"
                disabled={isLoading}
                onClick={() => void send({ email: existing.email, frequency: existing.wanted }, true)}
              >
                E-mail me the link to change it
              </Button>
            )}
          </DialogActions>
        </>
      ) : sentTo ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              Almost done: we sent a confirmation link to {sentTo}. Open it and press Confirm; until then we send
              nothing else, and an unconfirmed alert is deleted after 7 days.
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                We&apos;ll e-mail you when a school matching your current filters is listed, changes its tuition or
                openings, or announces an open house. Nothing is sent when nothing is new.
              </Typography>
              {problem && (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              )}
              <FormTextField control={control} name="email" id="alert-email" label="E-mail" type="email" required />
              <Controller
                control={control}
                name="frequency"
                render={({ field, fieldState }) => (
                  <Stack>
                    <FormLabel id="alert-frequency-label">How often</FormLabel>
                    <RadioGroup row aria-labelledby="alert-frequency-label" {...field}>
                      <FormControlLabel value="daily" control={<Radio />} label="Daily" />
                      <FormControlLabel value="weekly" control={<Radio />} label="Weekly" />
                    </RadioGroup>
                    {fieldState.error && (
                      <Typography variant="caption" color="error">
                        {fieldState.error.message}
                      </Typography>
                    )}
                  </Stack>
                )}
              />
              <Typography variant="caption" color="text.secondary">
                We store your e-mail address, these filters and how often you want mail. Every e-mail has a link to
                change or delete your alerts. See our <RouterLink to={paths.privacy.href()}>Privacy Policy</RouterLink>.
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={isLoading}>
              Save alert
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
