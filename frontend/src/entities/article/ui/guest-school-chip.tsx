import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Chip } from '@mui/material';
import { guestSchoolLabel, type ArticleSummary } from '../model/article';

/** 'From {school}' on a school-written guest article (issue 35); nothing for the site's own articles. */
export function GuestSchoolChip({ article }: { article: Pick<ArticleSummary, 'authorSchool'> }) {
  const label = guestSchoolLabel(article);
  if (!label) return null;
  return (
    <Chip
      icon={<StorefrontOutlinedIcon />}
      label={label}
      size="small"
      data-testid="guest-school"
      sx={{
        alignSelf: 'flex-start',
        maxWidth: '100%',
        bgcolor: '#fff4dc',
        color: '#5c3a00',
        fontWeight: 700,
        '& .MuiChip-icon': { color: '#7a4d00' },
      }}
    />
  );
}
