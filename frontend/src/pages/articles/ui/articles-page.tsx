import ArticleIcon from '@mui/icons-material/Article';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Box, Button, Container, Grid, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ARTICLE_CATEGORIES, ArticleCard, ArticleCardSkeleton } from '@/entities/article';
import { useListArticlesQuery } from '@/shared/api';
import { paths } from '@/shared/config';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { PageHero, StatePanel } from '@/shared/ui';

/** A 3×3 grid per page; "Load More Articles" appends the next 9. */
export const ARTICLES_PAGE_SIZE = 9;

/** One page of results; later pages render their cards into the same grid. */
function ArticlesChunk({ page, category }: { page: number; category?: string }) {
  const { data, isLoading, isError, refetch } = useListArticlesQuery({ page, limit: ARTICLES_PAGE_SIZE, category });
  if (isError) {
    return (
      <Grid size={12}>
        <Alert severity="error" variant="outlined" action={<Button onClick={() => void refetch()}>Try Again</Button>}>
          Unable to load more articles.
        </Alert>
      </Grid>
    );
  }
  if (isLoading || !data) {
    return (
      <>
        {Array.from({ length: 3 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <ArticleCardSkeleton />
          </Grid>
        ))}
      </>
    );
  }
  return (
    <>
      {data.articles.map((article) => (
        <Grid key={article.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <ArticleCard article={article} headingLevel="h2" />
        </Grid>
      ))}
    </>
  );
}

/** Category buttons filter the list; 'Load More Articles' appends the next page (docs/product.md "Client behaviour"). */
function ArticleList({ category }: { category?: string }) {
  const [pages, setPages] = useState(1);
  const first = useListArticlesQuery({ page: 1, limit: ARTICLES_PAGE_SIZE, category });

  if (first.isError) {
    return (
      <StatePanel
        role="alert"
        icon={<ErrorOutlineIcon />}
        title="Unable to Load Articles"
        description="Something went wrong while loading our articles. Please try again."
        actions={
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        }
      />
    );
  }
  if (first.data && first.data.articles.length === 0) {
    return (
      <StatePanel
        icon={<ArticleIcon />}
        title="No Articles Available"
        description={
          category
            ? `There are no ${category} articles yet. Try another category.`
            : 'New guides are on the way. Please check back soon.'
        }
        actions={
          <Button component={RouterLink} to={paths.home.href()} variant="contained">
            Return Home
          </Button>
        }
      />
    );
  }
  const total = first.data?.total ?? 0;
  const hasMore = !!first.data && pages * ARTICLES_PAGE_SIZE < total;
  return (
    <>
      <Grid container spacing={3}>
        {Array.from({ length: pages }, (_, index) => (
          <ArticlesChunk key={index} page={index + 1} category={category} />
        ))}
      </Grid>
      {hasMore && (
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button variant="contained" size="large" onClick={() => setPages((count) => count + 1)}>
            Load More Articles
          </Button>
        </Box>
      )}
    </>
  );
}

export function ArticlesPage() {
  usePageMeta(staticPageMeta('articles'));
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category')?.trim() || undefined;
  const categories = ARTICLE_CATEGORIES.slice(0, 6);

  const choose = (next?: string) => setSearchParams(next ? { category: next } : {});

  return (
    <>
      <PageHero
        title="Articles & Guides"
        subtitle="Expert advice on choosing, applying to and thriving at private schools in Las Vegas."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          flexWrap="wrap"
          role="group"
          aria-label="Filter articles by category"
          sx={{ mb: 4, justifyContent: { md: 'center' } }}
        >
          <Button
            variant={!category ? 'contained' : 'outlined'}
            aria-pressed={!category}
            onClick={() => choose(undefined)}
            sx={{ borderRadius: 99 }}
          >
            All Articles
          </Button>
          {categories.map((name) => (
            <Button
              key={name}
              variant={category?.toUpperCase() === name ? 'contained' : 'outlined'}
              aria-pressed={category?.toUpperCase() === name}
              onClick={() => choose(name)}
              sx={{ borderRadius: 99 }}
            >
              {name}
            </Button>
          ))}
        </Stack>
        {/* A new category starts a fresh list (back to the first page). */}
        <ArticleList key={category ?? 'all'} category={category} />
      </Container>
    </>
  );
}
