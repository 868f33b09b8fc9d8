import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Chip } from '@mui/material';

/**
 * The label of the demo seed's invented listings (issue 35, "Demo data says so"): on their cards and
 * pages, so nobody takes an example for a real school.
 */
export function ExampleListingChip({ onDark = false }: { onDark?: boolean }) {
  return (
    <Chip
      icon={<ScienceOutlinedIcon />}
      label="Example listing"
      size="small"
      data-testid="example-listing"
      sx={{
        bgcolor: onDark ? '#ffffff' : '#eef0ff',
        color: '#2d2a8c',
        fontWeight: 700,
        border: 1,
        borderColor: '#c7c9f5',
        '& .MuiChip-icon': { color: '#2d2a8c' },
      }}
    />
  );
}
