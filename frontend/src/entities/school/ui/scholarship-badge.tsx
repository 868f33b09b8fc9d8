import SavingsIcon from '@mui/icons-material/Savings';
import { Chip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';

/** The 'Accepts the Nevada Opportunity Scholarship' badge; it leads to the guide. */
export function ScholarshipBadge({ onDark = false }: { onDark?: boolean }) {
  return (
    <Chip
      component={RouterLink}
      to={paths.opportunityScholarship.href()}
      clickable
      icon={<SavingsIcon />}
      label="Accepts the Nevada Opportunity Scholarship"
      color={onDark ? undefined : 'success'}
      variant={onDark ? 'filled' : 'outlined'}
      sx={[
        // The label wraps on a phone: a chip cuts its label short ('Accepts the Nevada Opportunity Schola…').
        { fontWeight: 700, height: 'auto', maxWidth: '100%', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } },
        onDark && { bgcolor: '#d1fae5', color: '#064e3b', '& .MuiChip-icon': { color: '#047857' } },
      ]}
    />
  );
}
