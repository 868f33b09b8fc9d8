import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { errorText, useListSubscriptionPlansQuery } from '@/shared/api';
import {
  useExtendPremiumCompMutation,
  useGetBillingSummaryQuery,
  useGrantPremiumCompMutation,
  useListBillingSubscriptionsQuery,
  useListPremiumCompsQuery,
  useRefundLastPaymentMutation,
  useRevokePremiumCompMutation,
  type ConsoleCompResponse,
  type ConsoleSubscriptionResponse,
  type ConsoleSubscriptionStatus,
} from '@/shared/api/signed-in';
import { formatPrice, formatShortDate } from '@/shared/lib/format';
import { useToast } from '@/shared/ui';
import { useSchoolOptions, type SchoolOption } from '../model/school-options';

const STATUS_LABELS: Record<ConsoleSubscriptionStatus, string> = {
  active: 'Active',
  past_due: 'Past due',
  cancelling: 'Cancelling',
  ended: 'Ended',
};
const STATUS_COLORS: Record<ConsoleSubscriptionStatus, 'success' | 'warning' | 'default' | 'error'> = {
  active: 'success',
  past_due: 'error',
  cancelling: 'warning',
  ended: 'default',
};
const CSV_URL = '/api/admin/billing/subscriptions.csv';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day (`YYYY-MM-DD`, a comp's last day) read at noon, so no time zone moves it to the day before. */
const dayText = (day: string) => formatShortDate(`${day}T12:00:00Z`);

/**
 * The operator's Billing tab (issue 43, docs/decisions/billing-console.md): what the directory earns, every
 * subscription with its last payment, CSV, refunds of a last payment and complimentary premium. Every action
 * opens a dialog that says what it does before it is done; each is recorded in the Audit tab.
 */
export function AdminBillingTab() {
  const [status, setStatus] = useState<ConsoleSubscriptionStatus | ''>('');
  const [planId, setPlanId] = useState<number | ''>('');
  const filter = { status: status || undefined, planId: planId === '' ? undefined : planId };
  const subscriptions = useListBillingSubscriptionsQuery(filter, { refetchOnMountOrArgChange: true });
  const plans = useListSubscriptionPlansQuery();
  const [refunding, setRefunding] = useState<ConsoleSubscriptionResponse | null>(null);
  const csvQuery = new URLSearchParams(
    Object.entries(filter).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

  return (
    <Stack spacing={3}>
      <BillingSummaryCards />
      <Stack spacing={2} component="section" aria-labelledby="billing-subscriptions-title">
        <Typography id="billing-subscriptions-title" variant="h6" component="h2">
          Subscriptions
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as ConsoleSubscriptionStatus | '')}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">All statuses</MenuItem>
            {(Object.keys(STATUS_LABELS) as ConsoleSubscriptionStatus[]).map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Plan"
            value={planId}
            onChange={(event) => setPlanId(event.target.value === '' ? '' : Number(event.target.value))}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">All plans</MenuItem>
            {(plans.data ?? []).map((plan) => (
              <MenuItem key={plan.id} value={plan.id}>
                {plan.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={csvQuery ? `${CSV_URL}?${csvQuery}` : CSV_URL}
            download="subscriptions.csv"
            sx={{ alignSelf: { sm: 'center' } }}
          >
            Export CSV
          </Button>
        </Stack>
        {subscriptions.isError ? (
          <Alert severity="error">The subscriptions could not be loaded. Try again in a moment.</Alert>
        ) : subscriptions.isLoading ? (
          <Typography color="text.secondary">Loading subscriptions…</Typography>
        ) : !subscriptions.data?.length ? (
          <Typography color="text.secondary">No subscriptions match these filters.</Typography>
        ) : (
          <TableContainer component={Card} variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Subscriptions">
              <TableHead>
                <TableRow>
                  <TableCell>School</TableCell>
                  <TableCell>Owner</TableCell>
                  <TableCell>Plan</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Started</TableCell>
                  <TableCell>Next charge</TableCell>
                  <TableCell>Last payment</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {subscriptions.data.map((row) => (
                  <TableRow key={row.id} data-testid={`billing-subscription-${row.id}`}>
                    <TableCell>{row.schoolName ?? 'Not linked to a school yet'}</TableCell>
                    <TableCell>{row.ownerEmail ?? '—'}</TableCell>
                    <TableCell>
                      {row.planName ?? '—'}
                      {row.price !== null && row.interval && (
                        <Typography variant="body2" color="text.secondary">
                          {formatPrice(row.price)} per {row.interval === 'yearly' ? 'year' : 'month'}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={STATUS_COLORS[row.status]} label={STATUS_LABELS[row.status]} />
                    </TableCell>
                    <TableCell>{formatShortDate(row.startedAt)}</TableCell>
                    <TableCell>{formatShortDate(row.nextChargeAt) ?? '—'}</TableCell>
                    <TableCell>
                      {row.lastPaymentCents !== null
                        ? `${formatPrice(row.lastPaymentCents)} on ${formatShortDate(row.lastPaymentAt)}`
                        : '—'}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        disabled={row.lastPaymentCents === null || !row.providerSubscriptionId}
                        onClick={() => setRefunding(row)}
                        aria-label={`Refund the last payment of ${row.schoolName ?? 'this subscription'}`}
                      >
                        Refund
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Stack>
      <PremiumCompsSection />
      <RefundDialog subscription={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}

function BillingSummaryCards() {
  const { data, isError } = useGetBillingSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isError) return <Alert severity="error">The billing figures could not be loaded.</Alert>;
  const change = data?.mrrChange30dCents ?? 0;
  const figures: { label: string; value: ReactNode; note?: string }[] = [
    {
      label: 'Monthly recurring revenue',
      value: data ? formatPrice(data.mrrCents) : '…',
      note: data ? `${change >= 0 ? '+' : ''}${formatPrice(change)} over 30 days` : undefined,
    },
    { label: 'Failed payments waiting', value: data?.failedPaymentsWaiting ?? '…', note: 'Past due, being retried' },
    { label: 'Cancellations this month', value: data?.cancellationsThisMonth ?? '…' },
    { label: 'Set to cancel', value: data?.cancellingNow ?? '…', note: 'End at the close of their period' },
  ];
  return (
    <Grid container spacing={2} component="section" aria-label="Billing figures">
      {figures.map((figure) => (
        <Grid key={figure.label} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography variant="h5" component="p">
                {figure.value}
              </Typography>
              {figure.note && (
                <Typography variant="caption" color="text.secondary">
                  {figure.note}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** Dollars typed by the operator → cents; blank means "all that is left". */
function centsOf(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!trimmed) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  const cents = Math.round(Number(trimmed) * 100);
  return cents >= 1 ? cents : 'invalid';
}

function RefundDialog({
  subscription,
  onClose,
}: {
  subscription: ConsoleSubscriptionResponse | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refund, { isLoading }] = useRefundLastPaymentMutation();
  const close = () => {
    setAmount('');
    setReason('');
    setError(null);
    onClose();
  };
  const cents = centsOf(amount);
  const submit = async () => {
    if (!subscription) return;
    if (cents === 'invalid') return setError('Enter an amount in dollars, such as 25 or 25.50, or leave it blank.');
    if (!reason.trim()) return setError('Give a reason for the refund.');
    try {
      const done = await refund({
        id: subscription.id,
        refundLastPaymentRequest: { reason, ...(cents !== null ? { amountCents: cents } : {}) },
      }).unwrap();
      toast({
        title: 'Refund Issued',
        description: `${formatPrice(done.amountCents)} back to ${subscription.schoolName ?? 'the school'}.`,
      });
      close();
    } catch (caught) {
      setError(errorText(caught, 'That did not work. Please try again.'));
    }
  };
  return (
    <Dialog open={!!subscription} onClose={close} maxWidth="sm" fullWidth aria-labelledby="refund-title">
      <DialogTitle id="refund-title">
        Refund the last payment of {subscription?.schoolName ?? 'this subscription'}?
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            The money goes back to the card through the payment provider; this cannot be undone. The subscription keeps
            running. Last payment:{' '}
            {subscription?.lastPaymentCents != null ? formatPrice(subscription.lastPaymentCents) : '—'}.
          </DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Amount in dollars (blank: all that is left)"
            size="small"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputProps={{ inputMode: 'decimal' }}
          />
          <TextField
            label="Reason"
            size="small"
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            inputProps={{ maxLength: 500 }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={isLoading}>
          {typeof cents === 'number' ? `Refund ${formatPrice(cents)}` : 'Refund what is left'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type CompAction =
  { kind: 'grant' } | { kind: 'extend'; comp: ConsoleCompResponse } | { kind: 'revoke'; comp: ConsoleCompResponse };

function PremiumCompsSection() {
  const comps = useListPremiumCompsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [action, setAction] = useState<CompAction | null>(null);
  return (
    <Stack spacing={2} component="section" aria-labelledby="billing-comps-title">
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between">
        <Typography id="billing-comps-title" variant="h6" component="h2">
          Complimentary premium
        </Typography>
        <Button variant="contained" onClick={() => setAction({ kind: 'grant' })}>
          Grant premium
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Premium without payment, until the end of its last day (Las Vegas time). It earns nothing and is not in the
        revenue figures.
      </Typography>
      {comps.isError ? (
        <Alert severity="error">The complimentary listings could not be loaded.</Alert>
      ) : !comps.data?.length ? (
        <Typography color="text.secondary">No school has complimentary premium.</Typography>
      ) : (
        <Stack spacing={1}>
          {comps.data.map((comp) => (
            <Card key={comp.id} variant="outlined" data-testid={`billing-comp-${comp.id}`}>
              <CardContent>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between">
                  <div>
                    <Typography fontWeight={600}>{comp.schoolName ?? `School ${comp.schoolId}`}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {comp.active
                        ? `Premium through ${dayText(comp.endsOn)}`
                        : comp.revokedAt
                          ? `Revoked ${formatShortDate(comp.revokedAt)}: ${comp.revokeReason ?? ''}`
                          : `Ended after ${dayText(comp.endsOn)}`}
                    </Typography>
                    <Typography variant="body2">Reason: {comp.reason}</Typography>
                  </div>
                  {comp.active && (
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Button size="small" onClick={() => setAction({ kind: 'extend', comp })}>
                        Extend
                      </Button>
                      <Button size="small" color="error" onClick={() => setAction({ kind: 'revoke', comp })}>
                        Revoke
                      </Button>
                    </Stack>
                  )}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      <CompDialog action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}

function CompDialog({ action, onClose }: { action: CompAction | null; onClose: () => void }) {
  const { toast } = useToast();
  const [school, setSchool] = useState<SchoolOption | null>(null);
  const [input, setInput] = useState('');
  const [reason, setReason] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { options, loading } = useSchoolOptions(input, action?.kind !== 'grant');
  const [grant, granting] = useGrantPremiumCompMutation();
  const [extend, extending] = useExtendPremiumCompMutation();
  const [revoke, revoking] = useRevokePremiumCompMutation();
  const busy = granting.isLoading || extending.isLoading || revoking.isLoading;
  const close = () => {
    setSchool(null);
    setInput('');
    setReason('');
    setEndsOn('');
    setError(null);
    onClose();
  };
  const name = action && action.kind !== 'grant' ? (action.comp.schoolName ?? 'this school') : school?.label;
  const submit = async () => {
    if (!action) return;
    if (action.kind === 'grant' && !school) return setError('Choose a school.');
    if (action.kind !== 'revoke' && !DAY.test(endsOn)) return setError('Choose the last day of premium.');
    if (action.kind !== 'extend' && !reason.trim()) return setError('Give a reason.');
    try {
      if (action.kind === 'grant') {
        await grant({ grantCompRequest: { schoolId: school!.id, reason, endsOn } }).unwrap();
        toast({ title: 'Premium Granted', description: `${school!.label} has premium through ${dayText(endsOn)}.` });
      } else if (action.kind === 'extend') {
        await extend({ id: action.comp.id, extendCompRequest: { endsOn } }).unwrap();
        toast({ title: 'Premium Extended', description: `Premium now runs through ${dayText(endsOn)}.` });
      } else {
        await revoke({ id: action.comp.id, revokeCompRequest: { reason } }).unwrap();
        toast({ title: 'Premium Revoked', description: `Complimentary premium ended for ${name}.` });
      }
      close();
    } catch (caught) {
      setError(errorText(caught, 'That did not work. Please try again.'));
    }
  };
  const title =
    action?.kind === 'grant'
      ? 'Grant premium without payment?'
      : action?.kind === 'extend'
        ? `Extend premium for ${name}?`
        : `Revoke premium for ${name}?`;
  const explanation =
    action?.kind === 'grant'
      ? 'The listing becomes premium at once and stays premium through the last day you choose, Las Vegas time.'
      : action?.kind === 'extend'
        ? `It now ends after ${dayText(action.comp.endsOn)}. Choose a later last day.`
        : 'The listing loses premium at once unless it has a paid subscription; its free content stays.';
  return (
    <Dialog open={!!action} onClose={close} maxWidth="sm" fullWidth aria-labelledby="comp-title">
      <DialogTitle id="comp-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{explanation}</DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
          {action?.kind === 'grant' && (
            <Autocomplete
              options={options}
              loading={loading}
              value={school}
              onChange={(_event, value) => setSchool(value)}
              inputValue={input}
              onInputChange={(_event, value) => setInput(value)}
              filterOptions={(x) => x}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => <TextField {...params} label="School" size="small" />}
            />
          )}
          {action?.kind !== 'revoke' && (
            <TextField
              type="date"
              label="Last day of premium"
              size="small"
              value={endsOn}
              onChange={(event) => setEndsOn(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          {action?.kind !== 'extend' && (
            <TextField
              label="Reason"
              size="small"
              required
              multiline
              minRows={2}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              inputProps={{ maxLength: 500 }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          color={action?.kind === 'revoke' ? 'error' : 'primary'}
          onClick={() => void submit()}
          disabled={busy}
        >
          {action?.kind === 'grant' ? 'Grant premium' : action?.kind === 'extend' ? 'Extend' : 'Revoke premium'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
