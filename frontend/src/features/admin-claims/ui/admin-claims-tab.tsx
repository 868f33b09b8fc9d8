import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, CircularProgress, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListClaimRequestsQuery } from '@/shared/api';
import { emptyText } from '../model/claim-approval';
import { ClaimCard } from './claim-card';

const PAGE_SIZE = 50;

function ClaimSection({ title, status, search }: { title: string; status: 'pending' | 'approved'; search: string }) {
  const { data, isLoading, isError } = useListClaimRequestsQuery({
    status,
    search: search.trim() || undefined,
    limit: PAGE_SIZE,
  });
  const claims = data?.claims ?? [];
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
        <Typography color="text.secondary">
          {emptyText(status === 'pending' ? 'active' : 'approved', search)}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} />
          ))}
          {data && data.total > claims.length && (
            <Typography variant="body2" color="text.secondary">
              Showing the newest {claims.length} of {data.total}. Search to narrow the list.
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The admin dashboard's Claims tab (spec 001 §2): search, 'Active Claims' and
 * 'Approved Claims'. Approve needs a completed payment and a school.
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
    </Stack>
  );
}
