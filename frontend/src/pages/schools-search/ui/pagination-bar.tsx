import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { paginationItems } from '@/shared/lib/pagination';

export interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The address of a page: each button is a link, so paging works without JavaScript too. */
  hrefOf: (page: number) => string;
}

/** Previous, first, last, current ±1 with ellipses, Next. */
export function PaginationBar({ page, totalPages, onPage, hrefOf }: PaginationBarProps) {
  if (totalPages <= 1) return null;
  const go = (to: number) => ({
    href: hrefOf(to),
    onClick: (event: MouseEvent) => {
      // A new tab (a modified click) follows the link; a plain click pages in place.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      onPage(to);
    },
  });
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
          <Button variant="outlined" startIcon={<ChevronLeftIcon />} disabled={page <= 1} {...go(page - 1)}>
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
                {...go(item.page)}
                sx={{ minWidth: 44 }}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="outlined" endIcon={<ChevronRightIcon />} disabled={page >= totalPages} {...go(page + 1)}>
            Next
          </Button>
        </li>
      </Stack>
    </Box>
  );
}
