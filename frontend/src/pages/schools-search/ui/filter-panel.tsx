import { Box, Button, CircularProgress, Drawer } from '@mui/material';
import type { SchoolFilters } from '@/shared/lib/url-filters';
import { FilterSidebar } from './filter-sidebar';

export interface FilterPanelProps {
  open: boolean;
  onClose: () => void;
  filters: SchoolFilters;
  onChange: (next: SchoolFilters) => void;
  /** How many schools the chosen filters match; null while that search is still loading. */
  matching: number | null;
}

/** 'Show 12 schools', 'Show 1 school'. */
export function showSchoolsLabel(matching: number): string {
  return `Show ${matching} ${matching === 1 ? 'school' : 'schools'}`;
}

/**
 * The directory's filters on a phone: a bottom sheet over the results, so each
 * tap answers at once in its button with the live number of matching schools
 * (the results themselves are a screen below). The button closes the sheet.
 */
export function FilterPanel({ open, onClose, filters, onChange, matching }: FilterPanelProps) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: 'directory-filters',
          'aria-label': 'Filter schools',
          sx: { maxHeight: '90vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
        },
      }}
    >
      <Box sx={{ overflowY: 'auto', p: 1.5 }}>
        <FilterSidebar filters={filters} onChange={onChange} onClose={onClose} />
      </Box>
      <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Button
          fullWidth
          size="large"
          variant="contained"
          onClick={onClose}
          aria-busy={matching === null}
          startIcon={matching === null ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {matching === null ? 'Counting schools…' : showSchoolsLabel(matching)}
        </Button>
      </Box>
    </Drawer>
  );
}
