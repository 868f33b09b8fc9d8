import { Box, Button, Card, CardContent, Chip, Divider, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/shared/api';
import {
  useApproveClaimMutation,
  useGetClaimConflictQuery,
  useUpdateClaimPaymentStatusMutation,
  type ClaimRequestResponse,
} from '@/shared/api/signed-in';
import { formatLongDate } from '@/shared/lib/format';
import { useToast } from '@/shared/ui';
import {
  approvalBody,
  approvalHint,
  centsText,
  initialChoice,
  isReadyForReview,
  type SchoolChoice,
} from '../model/claim-approval';
import { ConflictBanner, CoOwnerDialog } from './claim-conflict';
import { RejectClaimDialog } from './reject-claim-dialog';
import { SchoolPicker } from './school-picker';

function PaymentChip({ claim }: { claim: ClaimRequestResponse }) {
  if (claim.refundedAmount)
    return <Chip size="small" color="info" label={`Refunded ${centsText(claim.refundedAmount)}`} />;
  if (claim.paymentStatus === 'pending') return <Chip size="small" color="warning" label="Payment pending" />;
  if (claim.paymentStatus === 'not_required')
    return <Chip size="small" color="success" label="No payment needed: the school already pays" />;
  return (
    <Chip
      size="small"
      color="success"
      label={claim.paymentSource === 'manual' ? 'Payment completed (marked manually)' : 'Payment completed'}
    />
  );
}

const STATUS_CHIPS = {
  pending: { label: 'Pending review', color: 'default' },
  approved: { label: 'Approved', color: 'primary' },
  rejected: { label: 'Rejected', color: 'error' },
} as const;

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/**
 * The owners of the school the approval would link, as far as the admin has
 * chosen one: the picked school's (asked of the server), else the owners of
 * the school the claim names (docs/product.md "Claims": the conflict banner).
 */
function useConflict(claim: ClaimRequestResponse, choice: SchoolChoice) {
  const pickedId = choice.kind === 'existing' ? choice.schoolId : null;
  const picked = useGetClaimConflictQuery(
    { id: claim.id, schoolId: pickedId ?? 0 },
    { skip: pickedId === null || pickedId === claim.conflict?.schoolId },
  );
  if (choice.kind === 'new') return null;
  if (pickedId === null || pickedId === claim.conflict?.schoolId) return claim.conflict;
  return picked.data?.conflict ?? null;
}

/**
 * One claim request: its details, payment, and (while pending) the school
 * choice, the conflict banner, and the admin's actions: Approve (with an
 * explicit 'Add as co-owner' when the school already has an owner), Reject
 * with notes, and 'Mark payment completed'.
 */
export function ClaimCard({ claim }: { claim: ClaimRequestResponse }) {
  const { toast } = useToast();
  const [choice, setChoice] = useState<SchoolChoice>(() => initialChoice(claim));
  const [confirmingCoOwner, setConfirmingCoOwner] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [approve, approving] = useApproveClaimMutation();
  const [markPaid, marking] = useUpdateClaimPaymentStatusMutation();
  const conflict = useConflict(claim, choice);
  const pending = claim.status === 'pending';
  const paid = isReadyForReview(claim);
  const body = approvalBody(choice);
  const hint = approvalHint(paid, choice);
  const busy = approving.isLoading || marking.isLoading;

  const sendApproval = async (confirmCoOwner: boolean) => {
    if (!body) return;
    setConfirmingCoOwner(false);
    try {
      await approve({
        id: claim.id,
        approveClaimRequest: confirmCoOwner ? { ...body, confirmCoOwner } : body,
      }).unwrap();
      toast({
        title: 'Claim Request Approved',
        description: confirmCoOwner
          ? 'Co-owner added. The current owners were told by e-mail.'
          : 'User account created and school access granted.',
      });
    } catch (error) {
      toast({ title: 'Approval Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const onApprove = () => {
    if (conflict) setConfirmingCoOwner(true);
    else void sendApproval(false);
  };

  const onMarkPaid = async () => {
    try {
      await markPaid({ id: claim.id, updateClaimPaymentStatusRequest: { status: 'completed' } }).unwrap();
      toast({ title: 'Payment Marked Complete', description: 'Claim payment status updated to completed.' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update payment status.', variant: 'destructive' });
    }
  };

  const statusChip = STATUS_CHIPS[claim.status];
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
            <Chip size="small" label={statusChip.label} color={statusChip.color} />
          </Stack>
        </Stack>
        {pending && conflict && <ConflictBanner conflict={conflict} />}
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
          {claim.status === 'approved' && (
            <Grid size={{ xs: 12 }}>
              <Detail
                label="Approved"
                value={`${claim.linkedSchoolName ?? `School #${claim.schoolId}`} · ${formatLongDate(claim.reviewedAt) ?? ''}`}
              />
            </Grid>
          )}
          {claim.status === 'rejected' && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail
                  label="Rejected"
                  value={`${formatLongDate(claim.reviewedAt) ?? ''}${
                    claim.refundedAmount
                      ? ` · ${centsText(claim.refundedAmount)} refunded ${formatLongDate(claim.refundedAt) ?? ''}`
                      : ''
                  }`}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Detail label="Notes sent to the claimant" value={claim.adminNotes} />
              </Grid>
            </>
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
                {approving.isLoading ? 'Approving...' : conflict ? 'Approve as co-owner' : 'Approve'}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setRejecting(true)} disabled={busy}>
                Reject
              </Button>
              {!paid && (
                <Button variant="outlined" onClick={onMarkPaid} disabled={busy}>
                  Mark payment completed
                </Button>
              )}
              {hint && (
                <Typography variant="caption" color="text.secondary">
                  {hint}
                </Typography>
              )}
            </Stack>
            {conflict && (
              <CoOwnerDialog
                open={confirmingCoOwner}
                claim={claim}
                conflict={conflict}
                onCancel={() => setConfirmingCoOwner(false)}
                onConfirm={() => void sendApproval(true)}
              />
            )}
            <RejectClaimDialog open={rejecting} claim={claim} onClose={() => setRejecting(false)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
