import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { errorText } from '@/shared/api';
import {
  useGetLeadNotificationSettingQuery,
  usePutLeadNotificationSettingMutation,
  type LeadNotificationMode,
} from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';

const OPTIONS: { mode: LeadNotificationMode; label: string }[] = [
  { mode: 'immediate', label: 'At once' },
  { mode: 'daily_summary', label: 'Daily summary' },
];

/**
 * 'Notify me of new leads and RSVPs': an e-mail for each, or one summary per
 * Las Vegas day. The school's setting, shared by its owners; saved on choice.
 */
export function LeadNotificationSetting({ schoolId }: { schoolId: number }) {
  const { toast } = useToast();
  const { data, isLoading, isError } = useGetLeadNotificationSettingQuery({ schoolId });
  const [save, { isLoading: isSaving }] = usePutLeadNotificationSettingMutation();

  const choose = async (mode: LeadNotificationMode) => {
    try {
      await save({ schoolId, leadNotificationSettingRequest: { mode } }).unwrap();
      toast({
        title: 'Notifications Updated',
        description:
          mode === 'daily_summary'
            ? 'You will get one e-mail a day listing new leads and RSVPs.'
            : 'You will get an e-mail for each new lead.',
      });
    } catch (error) {
      toast({ title: 'Not Saved', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  if (isError)
    return (
      <Typography variant="body2" color="text.secondary">
        Your notification setting could not be loaded.
      </Typography>
    );
  return (
    <FormControl disabled={isLoading || isSaving}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
        <FormLabel id={`lead-notification-${schoolId}`}>Notify me of new leads and RSVPs:</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`lead-notification-${schoolId}`}
          value={data?.mode ?? ''}
          onChange={(event) => void choose(event.target.value as LeadNotificationMode)}
        >
          {OPTIONS.map((option) => (
            <FormControlLabel key={option.mode} value={option.mode} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      </Stack>
    </FormControl>
  );
}
