import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArticleIcon from '@mui/icons-material/Article';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Box, Button, Container, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CategoryBadge, GuestSchoolChip, articleByline } from '@/entities/article';
import { useGetArticleBySlugQuery, type ArticleResponse } from '@/shared/api';
import { APP_NAME, paths } from '@/shared/config';
import { formatLongDate } from '@/shared/lib/format';
import { useCanonicalSlug } from '@/shared/lib/canonical-slug';
import { recordPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { CallToAction, CoverImage, MarkdownContent, StatePanel } from '@/shared/ui';
import { FALLBACK_ARTICLE_PARAGRAPH } from '../model/fallback';
import { ShareButton } from './share-button';

function BodySkeleton() {
  return (
    <Box aria-hidden>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="text" height={28} width={index % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Box>
  );
}

function ArticleView({ article }: { article: ArticleResponse }) {
  const published = formatLongDate(article.createdAt);
  const content = article.content?.trim();
  return (
    <>
      <Box component="article" aria-labelledby="article-title">
        <Box sx={{ bgcolor: '#fff', borderBottom: 1, borderColor: '#e3e9f0' }}>
          <Container maxWidth="md" sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 4, md: 5 } }}>
            <Button component={RouterLink} to={paths.articles.href()} startIcon={<ArrowBackIcon />} sx={{ mb: 3 }}>
              Back to Articles
            </Button>
            <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2} sx={{ mb: 2 }}>
              <CategoryBadge category={article.category} size="medium" />
              <ShareButton title={article.title} text={article.excerpt} />
            </Stack>
            <Typography
              id="article-title"
              variant="h1"
              sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.15, mb: 2 }}
            >
              {article.title}
            </Typography>
            {article.authorSchool && (
              // A school's own writing is labelled as such (issue 35), above the text it wrote.
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
                <GuestSchoolChip article={article} />
                <Typography variant="body2" color="text.secondary">
                  A guest article written by the school, reviewed by our team before publishing.
                </Typography>
              </Stack>
            )}
            {article.excerpt && (
              <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' }, color: 'text.secondary', mb: 2.5 }}>
                {article.excerpt}
              </Typography>
            )}
            {/* No separator between date and author: on a phone the author wraps to the next line and a
                bullet was left dangling at the end of the first. */}
            <Stack
              direction="row"
              flexWrap="wrap"
              alignItems="center"
              sx={{ color: 'text.secondary', columnGap: 3, rowGap: 0.5 }}
            >
              <Stack direction="row" spacing={0.75} alignItems="center">
                <CalendarMonthIcon fontSize="small" aria-hidden />
                <Typography variant="body2">Published {published ?? 'Recently'}</Typography>
              </Stack>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {articleByline(article) ?? APP_NAME}
              </Typography>
            </Stack>
          </Container>
        </Box>
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
          {article.imageUrl && (
            <CoverImage
              src={article.imageUrl}
              alt={article.title}
              priority
              sx={{ borderRadius: 3, mb: { xs: 4, md: 5 } }}
            />
          )}
          {content ? (
            <MarkdownContent content={content} fallback={<BodySkeleton />} />
          ) : (
            <Typography sx={{ fontSize: '1.1rem', lineHeight: 1.8 }}>{FALLBACK_ARTICLE_PARAGRAPH}</Typography>
          )}
        </Container>
      </Box>
      <CallToAction
        title="Explore More Educational Resources"
        description="Keep reading our guides, or start comparing schools near you."
        primary={{ label: 'View All Articles', href: paths.articles.href() }}
        secondary={{ label: 'Browse Schools', href: paths.schools.href() }}
      />
    </>
  );
}

export function ArticlePage() {
  const { slug = '' } = useParams();
  const {
    data: article,
    isLoading,
    isError,
  } = useGetArticleBySlugQuery({ slug: encodeURIComponent(slug) }, { skip: !slug });
  useCanonicalSlug(slug, article?.slug, paths.article.href);

  usePageMeta({
    ...(article
      ? recordPageMeta.article(article)
      : isLoading
        ? {
            title: `Article | ${APP_NAME}`,
            description: `Articles and guides for Las Vegas families from ${APP_NAME}.`,
          }
        : recordPageMeta.notFound('article')),
    canonicalPath: paths.article.href(article?.slug ?? slug),
  });

  if (isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }} aria-busy="true" aria-label="Loading article">
        <Skeleton variant="rounded" width={140} height={32} sx={{ mb: 3 }} />
        <Skeleton variant="text" height={64} />
        <Skeleton variant="text" width="60%" sx={{ mb: 4 }} />
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto', mb: 4 }} />
        <BodySkeleton />
      </Container>
    );
  }

  if (isError || !article) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
        <StatePanel
          headingLevel="h1"
          icon={<ArticleIcon />}
          title="Article Not Found"
          description="The article you're looking for doesn't exist or has been removed."
          actions={
            <Button component={RouterLink} to={paths.articles.href()} variant="contained" startIcon={<ArrowBackIcon />}>
              Back to Articles
            </Button>
          }
        />
      </Container>
    );
  }

  return <ArticleView article={article} />;
}
