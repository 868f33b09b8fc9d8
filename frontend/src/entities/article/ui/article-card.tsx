import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';
import { formatShortDate } from '@/shared/lib/format';
import { CoverImage } from '@/shared/ui';
import { GuestSchoolChip } from './guest-school-chip';
import { articleByline, type ArticleSummary } from '../model/article';
import { CategoryBadge } from './category-badge';

export interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
  /** Show the date line ('Recent' without one); neighborhood insights show 'Read More' instead. */
  variant?: 'dated' | 'read-more';
}

/** An article teaser; the whole card links to /articles/{slug}. */
export function ArticleCard({ article, headingLevel = 'h3', variant = 'dated' }: ArticleCardProps) {
  return (
    <Card
      component="article"
      elevation={0}
      data-testid="article-card"
      sx={{
        height: '100%',
        borderRadius: 3,
        border: 1,
        borderColor: '#dbe3ec',
        transition: 'box-shadow .2s',
        '&:hover': { boxShadow: 6 },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={paths.article.href(article.slug)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CoverImage src={article.imageUrl} alt="" />
        <CardContent sx={{ p: 2.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
            <CategoryBadge category={article.category} />
            {variant === 'dated' && (
              <Typography variant="caption" color="text.secondary">
                {formatShortDate(article.createdAt) ?? 'Recent'}
              </Typography>
            )}
          </Stack>
          <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {article.title}
          </Typography>
          {article.excerpt && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {article.excerpt}
            </Typography>
          )}
          {article.authorSchool && (
            <>
              <GuestSchoolChip article={article} />
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {articleByline(article)}
              </Typography>
            </>
          )}
          {variant === 'read-more' && (
            <Box
              sx={{
                mt: 'auto',
                pt: 1,
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                color: 'primary.main',
                fontWeight: 600,
              }}
            >
              Read More <ArrowForwardIcon fontSize="small" aria-hidden />
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
