import { Box, Button, Card, CardContent, Chip, Divider, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  errorText,
  useApproveClaimMutation,
  useUpdateClaimPaymentStatusMutation,
  type ClaimRequestResponse,
} from '@/shared/api';
import { formatLongDate } from '@/shared/lib/format';
import { useToast } from '@/shared/ui';
import { approvalBody, type SchoolChoice } from '../model/claim-approval';
import { SchoolPicker } from './school-picker';

function PaymentChip({ claim }: { claim: ClaimRequestResponse }) {
  if (claim.paymentStatus === 'pending') return <Chip size="small" color="warning" label="Payment pending" />;
  return (
    <Chip
      size="small"
      color="success"
      label={claim.paymentSource === 'manual' ? 'Payment completed (marked manually)' : 'Payment completed'}
    />
  );
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** One claim request: its details, payment, and (while pending) the school choice and the two admin actions. */
export function ClaimCard({ claim }: { claim: ClaimRequestResponse }) {
  const { toast } = useToast();
  const [choice, setChoice] = useState<SchoolChoice>({ kind: 'existing', schoolId: null, label: '' });
  const [approve, approving] = useApproveClaimMutation();
  const [markPaid, marking] = useUpdateClaimPaymentStatusMutation();
  const pending = claim.status === 'pending';
  const paid = claim.paymentStatus === 'completed';
  const body = approvalBody(choice);
  const busy = approving.isLoading || marking.isLoading;

  const onApprove = async () => {
    if (!body) return;
    try {
      await approve({ id: claim.id, approveClaimRequest: body }).unwrap();
      toast({ title: 'Claim Request Approved', description: 'User account created and school access granted.' });
    } catch (error) {
      toast({ title: 'Approval Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const onMarkPaid = async () => {
    try {
      await markPaid({ id: claim.id, updateClaimPaymentStatusRequest: { status: 'completed' } }).unwrap();
      toast({ title: 'Payment Marked Complete', description: 'Claim payment status updated to completed.' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update payment status.', variant: 'destructive' });
    }
  };

  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid={`claim-${claim.id}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 1.5 }}>
          <Box>
            <Typography variant="h6" component="h4">
              {claim.schoolName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Submitted {formatLongDate(claim.createdAt)}
              {claim.planName ? ` · ${claim.planName} plan` : ''}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <PaymentChip claim={claim} />
            <Chip
              size="small"
              label={pending ? 'Pending review' : 'Approved'}
              color={pending ? 'default' : 'primary'}
            />
          </Stack>
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Detail label="Name" value={`${claim.firstName} ${claim.lastName}`} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Detail label="Position" value={claim.position} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Detail label="Email" value={claim.email} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Detail label="Phone" value={claim.phone} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Detail label="Affiliation" value={claim.message} />
          </Grid>
          {!pending && (
            <Grid size={{ xs: 12 }}>
              <Detail
                label="Approved"
                value={`${claim.linkedSchoolName ?? `School #${claim.schoolId}`} · ${formatLongDate(claim.reviewedAt) ?? ''}`}
              />
            </Grid>
          )}
        </Grid>
        {pending && (
          <>
            <Divider sx={{ my: 2 }} />
            <SchoolPicker
              claimId={claim.id}
              claimSchoolName={claim.schoolName}
              value={choice}
              onChange={setChoice}
              disabled={busy}
            />
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button variant="contained" onClick={onApprove} disabled={!paid || !body || busy}>
                {approving.isLoading ? 'Approving...' : 'Approve'}
              </Button>
              {!paid && (
                <Button variant="outlined" onClick={onMarkPaid} disabled={busy}>
                  Mark payment completed
                </Button>
              )}
              {!paid && (
                <Typography variant="caption" color="text.secondary">
                  Approval needs the payment completed.
                </Typography>
              )}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
