import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { errorText, useListSubscriptionPlansQuery } from '@/shared/api';
import {
  useConfirmPlanChangeMutation,
  usePreviewPlanChangeMutation,
  type PlanChangePreviewResponse,
} from '@/shared/api/signed-in';
import { formatLongDate, formatPrice } from '@/shared/lib/format';
import { useToast } from '@/shared/ui';

export interface PlanSwitchProps {
  schoolId: number;
  subscription: { interval: 'monthly' | 'yearly'; planName: string };
}

/**
 * 'Switch to yearly' / 'Switch to monthly' (issue 43): the provider's proration is asked first and shown line by
 * line; only 'Switch' changes the plan, at the same instant the figures were computed for.
 */
export function PlanSwitch({ schoolId, subscription }: PlanSwitchProps) {
  const { toast } = useToast();
  const plans = useListSubscriptionPlansQuery();
  const [preview, previewing] = usePreviewPlanChangeMutation();
  const [confirm, confirming] = useConfirmPlanChangeMutation();
  const [quote, setQuote] = useState<PlanChangePreviewResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const target = plans.data?.find((plan) => plan.interval !== subscription.interval);
  if (!target) return null;
  const label = target.interval === 'yearly' ? 'Switch to yearly' : 'Switch to monthly';

  const onOpen = async () => {
    setProblem(null);
    try {
      setQuote(await preview({ planChangeRequest: { schoolId, planId: target.id } }).unwrap());
    } catch (error) {
      toast({
        title: 'Error',
        description: errorText(error, 'The switch could not be priced. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const onConfirm = async () => {
    if (!quote) return;
    try {
      const { message } = await confirm({
        confirmPlanChangeRequest: { schoolId, planId: quote.planId, prorationDate: quote.prorationDate },
      }).unwrap();
      setQuote(null);
      toast({ title: 'Plan Switched', description: message });
    } catch (error) {
      setProblem(errorText(error, 'The plan could not be switched. Please try again.'));
    }
  };

  return (
    <>
      <Button variant="outlined" disabled={previewing.isLoading} onClick={onOpen}>
        {previewing.isLoading ? 'Pricing the switch...' : label}
      </Button>
      <Dialog open={quote !== null} onClose={() => setQuote(null)} aria-labelledby={`switch-${schoolId}-title`}>
        {quote && (
          <>
            <DialogTitle id={`switch-${schoolId}-title`}>Switch to the {quote.planName} plan?</DialogTitle>
            <DialogContent>
              <Stack spacing={2}>
                <DialogContentText>
                  The new plan starts today. Our payment provider credits the unused part of your{' '}
                  {subscription.planName} plan:
                </DialogContentText>
                <Table size="small" aria-label="What the switch costs">
                  <TableBody>
                    <TableRow>
                      <TableCell>{quote.planName} plan</TableCell>
                      <TableCell align="right">{formatPrice(quote.newPriceCents)}</TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell>Credit for unused time</TableCell>
                      <TableCell align="right">−{formatPrice(quote.unusedTimeCreditCents)}</TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell sx={{ fontWeight: 700 }}>Charged today</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 700 }}>
                        {formatPrice(quote.amountDueNowCents)}
                      </TableCell>
                    </TableRow>
                    {quote.creditCarriedCents > 0 && (
                      <TableRow>
                        <TableCell>Credit kept for your next invoices</TableCell>
                        <TableCell align="right">{formatPrice(quote.creditCarriedCents)}</TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
                {quote.nextChargeAt && (
                  <DialogContentText>
                    The {quote.planName} plan then renews on {formatLongDate(quote.nextChargeAt)}.
                  </DialogContentText>
                )}
                {problem && <Alert severity="error">{problem}</Alert>}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setQuote(null)}>Keep {subscription.planName}</Button>
              <Button variant="contained" disabled={confirming.isLoading} onClick={onConfirm}>
                {confirming.isLoading ? 'Switching...' : `Switch to ${quote.planName}`}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
