import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Badge, IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';
import { useShortlist } from '../model/shortlist';

/** The header's heart: how many schools are on the shortlist, and the way to it. */
export function ShortlistHeaderLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useShortlist().length;
  return (
    <IconButton
      component={RouterLink}
      to={paths.shortlist.href()}
      color="inherit"
      onClick={onNavigate}
      aria-label={`Shortlist (${count} ${count === 1 ? 'school' : 'schools'})`}
      data-testid="shortlist-count"
      data-count={count}
    >
      <Badge badgeContent={count} color="secondary" max={99}>
        <FavoriteBorderIcon />
      </Badge>
    </IconButton>
  );
}
