import SearchIcon from '@mui/icons-material/Search';
import { Box, CircularProgress, InputAdornment, Pagination, TextField, Typography } from '@mui/material';
import { StatePanel } from '@/shared/ui';

export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      fullWidth
      sx={{ maxWidth: 480 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function Pager({
  page,
  limit,
  total,
  onChange,
}: {
  page: number;
  limit: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.ceil(total / limit);
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Pagination count={pages} page={page} onChange={(_event, next) => onChange(next)} color="primary" />
    </Box>
  );
}

/** Loading, failure and empty states of an admin list, with the empty texts of docs/product.md "Forms, messages and notices". */
export function ListState({
  isLoading,
  isError,
  isEmpty,
  search,
  noun,
  emptyText,
}: {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  search: string;
  noun: string;
  emptyText: string;
}) {
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label={`Loading ${noun}`}>
        <CircularProgress />
      </Box>
    );
  }
  if (isError)
    return <StatePanel role="alert" title={`Unable to load ${noun}`} description="Please try again later." />;
  if (isEmpty) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} role="status">
        {search.trim() ? `No ${noun} found matching "${search.trim()}"` : emptyText}
      </Typography>
    );
  }
  return null;
}
