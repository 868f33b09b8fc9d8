import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetSchoolBillingDetailsQuery, type InvoiceResponse } from '@/shared/api/signed-in';
import { formatLongDate, formatPrice } from '@/shared/lib/format';
import { visuallyHidden } from '@/shared/ui';
import { cardLine, invoiceReason, invoiceStatus } from '../model/invoice-view';

/**
 * The Billing tab's card on file and invoices (issue 43), read from the payment provider: each invoice with its
 * amount, standing and its PDF or hosted page, which is also the receipt of a paid one.
 */
export function BillingHistory({ schoolId }: { schoolId: number }) {
  const { data, isLoading, isError } = useGetSchoolBillingDetailsQuery({ schoolId });
  if (isLoading) return <CircularProgress size={24} aria-label="Loading invoices" />;
  if (isError || !data)
    return <Alert severity="warning">Invoices could not be loaded right now. Please try again.</Alert>;

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          Card on file
        </Typography>
        <Typography>{data.card ? cardLine(data.card) : 'No card on file'}</Typography>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Invoices
        </Typography>
        {data.invoices.length === 0 ? (
          <Typography color="text.secondary">No invoices yet.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Invoices">
              <TableHead>
                <TableRow>
                  <TableCell>Invoice</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Download
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.invoices.map((invoice) => (
                  <InvoiceRow key={invoice.id} invoice={invoice} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
    </Stack>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceResponse }) {
  const status = invoiceStatus(invoice);
  const name = invoice.number ?? invoiceReason(invoice.billingReason);
  return (
    <TableRow>
      {/* One cell for what, when and which, so the table fits a phone without scrolling sideways. */}
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {invoiceReason(invoice.billingReason)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {formatLongDate(invoice.createdAt)}
          {invoice.number ? ` · ${invoice.number}` : ''}
        </Typography>
      </TableCell>
      <TableCell align="right">{formatPrice(invoice.amountDueCents)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          label={status.label}
          color={status.tone}
          variant="outlined"
          sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1.5}>
          {invoice.pdfUrl && (
            <Link href={invoice.pdfUrl} target="_blank" rel="noopener" aria-label={`PDF of invoice ${name}`}>
              PDF
            </Link>
          )}
          {invoice.hostedUrl && (
            <Link href={invoice.hostedUrl} target="_blank" rel="noopener" aria-label={`View invoice ${name}`}>
              View
            </Link>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
