import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Stack } from '@mui/material';
import { paginationItems } from '@/shared/lib/pagination';

export interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, first, last, current ±1 with ellipses, Next. */
export function PaginationBar({ page, totalPages, onPage }: PaginationBarProps) {
  if (totalPages <= 1) return null;
  return (
    <Box component="nav" aria-label="Pagination" sx={{ mt: 5 }}>
      <Stack
        component="ul"
        direction="row"
        spacing={1}
        justifyContent="center"
        alignItems="center"
        useFlexGap
        flexWrap="wrap"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        <li>
          <Button
            variant="outlined"
            startIcon={<ChevronLeftIcon />}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Previous
          </Button>
        </li>
        {paginationItems(page, totalPages).map((item) =>
          item.type === 'ellipsis' ? (
            <Box component="li" key={item.key} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Box>
          ) : (
            <li key={item.page}>
              <Button
                variant={item.page === page ? 'contained' : 'outlined'}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                onClick={() => onPage(item.page)}
                sx={{ minWidth: 44 }}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="outlined"
            endIcon={<ChevronRightIcon />}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </li>
      </Stack>
    </Box>
  );
}
