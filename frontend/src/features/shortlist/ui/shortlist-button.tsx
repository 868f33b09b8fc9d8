import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Button, IconButton } from '@mui/material';
import { trackShortlistAdd } from '@/shared/lib/analytics';
import { HoverHint, NEEDS_SCRIPT_CLASS, useToast } from '@/shared/ui';
import { isShortlisted, shortlist, useShortlist } from '../model/shortlist';

export interface ShortlistButtonProps {
  /** `id` (when known) counts the add in the school's analytics; the list itself keeps slug and name only. */
  school: { slug: string; name: string; id?: number };
  /** 'icon' on cards; 'button' (heart + words) on the school page. */
  variant?: 'icon' | 'button';
  /** Colour on a dark background (the school page's hero). */
  onDark?: boolean;
}

/**
 * The heart: adds the school to the shortlist kept in this browser, or takes it off. Without JavaScript it
 * shows as disabled (the page says why).
 */
export function ShortlistButton({ school, variant = 'icon', onDark = false }: ShortlistButtonProps) {
  const items = useShortlist();
  const saved = isShortlisted(items, school.slug);
  const label = `Shortlist ${school.name}`;
  const icon = saved ? <FavoriteIcon sx={{ color: onDark ? '#ff8a8a' : '#c62828' }} /> : <FavoriteBorderIcon />;
  const { toast } = useToast();
  const toggle = () => {
    const refused = shortlist.toggle({ slug: school.slug, name: school.name });
    if (refused)
      toast({ title: 'Shortlist full', description: refused, variant: 'destructive', closesOnPageChange: true });
    else if (!saved && school.id !== undefined) trackShortlistAdd(school.id);
  };
  if (variant === 'button')
    return (
      <Button
        variant="outlined"
        color="inherit"
        startIcon={icon}
        aria-pressed={saved}
        aria-label={label}
        onClick={toggle}
        className={`no-print ${NEEDS_SCRIPT_CLASS}`}
      >
        {saved ? 'Shortlisted' : 'Add to shortlist'}
      </Button>
    );
  return (
    <HoverHint title={saved ? 'Remove from shortlist' : 'Add to shortlist'} align="start">
      <IconButton
        aria-pressed={saved}
        aria-label={label}
        onClick={toggle}
        className={`no-print ${NEEDS_SCRIPT_CLASS}`}
        sx={{ bgcolor: 'rgba(255,255,255,0.95)', '&:hover': { bgcolor: '#fff' }, color: '#1c2430' }}
        size="small"
      >
        {icon}
      </IconButton>
    </HoverHint>
  );
}
