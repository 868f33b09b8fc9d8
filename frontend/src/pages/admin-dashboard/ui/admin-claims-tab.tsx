import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, CircularProgress, InputAdornment, Pagination, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListClaimRequestsQuery } from '@/shared/api/signed-in';
import { emptyText } from '../model/claim-approval';
import { ClaimCard } from './claim-card';

const PAGE_SIZE = 20;

const EMPTY_SECTION = { pending: 'active', approved: 'approved', rejected: 'rejected' } as const;

function ClaimSection({
  title,
  status,
  search,
}: {
  title: string;
  status: 'pending' | 'approved' | 'rejected';
  search: string;
}) {
  const [page, setPage] = useState(1);
  // A new search starts again from the first page.
  useEffect(() => setPage(1), [search]);
  const { data, isLoading, isFetching, isError } = useListClaimRequestsQuery({
    status,
    search: search.trim() || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const claims = data?.claims ?? [];
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
  // Approving the last claim of the last page leaves that page empty: step back.
  useEffect(() => {
    if (pages > 0 && page > pages) setPage(pages);
  }, [page, pages]);
  const headingId = `claims-${status}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {title}
        {data ? ` (${data.total})` : ''}
      </Typography>
      {isLoading ? (
        <CircularProgress size={28} aria-label={`Loading ${title}`} />
      ) : isError ? (
        <Alert severity="error">Claim requests could not be loaded. Please try again.</Alert>
      ) : claims.length === 0 ? (
        <Typography color="text.secondary">{emptyText(EMPTY_SECTION[status], search)}</Typography>
      ) : (
        <Stack spacing={2} aria-busy={isFetching}>
          {claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} />
          ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, next) => setPage(next)}
              color="primary"
              aria-label={`${title} pages`}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The admin dashboard's Claims tab (docs/product.md "Signed-in screens"): search, 'Active Claims',
 * 'Approved Claims' and 'Rejected Claims'. Approve needs a completed payment
 * and a school; Reject needs notes for the claimant.
 */
export function AdminClaimsTab() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(input), 300);
    return () => window.clearTimeout(timer);
  }, [input]);

  return (
    <Stack spacing={4}>
      <TextField
        label="Search claims"
        placeholder="School, first name, last name, email or position"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <ClaimSection title="Active Claims" status="pending" search={search} />
      <ClaimSection title="Approved Claims" status="approved" search={search} />
      <ClaimSection title="Rejected Claims" status="rejected" search={search} />
    </Stack>
  );
}
