import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Button, Container, Grid } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ArticleCard, ArticleCardSkeleton } from '@/entities/article';
import { useListArticlesQuery } from '@/shared/api';
import { paths } from '@/shared/config';
import { SectionHeading } from '@/shared/ui';

export const HOME_ARTICLES = 4;

/** 'Latest Articles & Guides': the 4 newest articles. */
export function LatestArticles() {
  const { data, isLoading, isError } = useListArticlesQuery({ limit: HOME_ARTICLES });
  const articles = (data?.articles ?? []).slice(0, HOME_ARTICLES);
  return (
    <Container component="section" aria-labelledby="articles-title" maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
      <SectionHeading
        id="articles-title"
        title="Latest Articles & Guides"
        subtitle="Admissions advice, local news and tips for parents."
        action={
          <Button component={RouterLink} to={paths.articles.href()} endIcon={<ArrowForwardIcon />} variant="outlined">
            View All Articles
          </Button>
        }
      />
      {isError ? (
        <Alert severity="error" variant="outlined" sx={{ borderRadius: 3 }}>
          Unable to load articles at this time.
        </Alert>
      ) : !isLoading && articles.length === 0 ? (
        <Alert severity="info" variant="outlined" sx={{ borderRadius: 3 }}>
          No articles available at this time.
        </Alert>
      ) : (
        <Grid container spacing={3}>
          {isLoading
            ? Array.from({ length: HOME_ARTICLES }, (_, index) => (
                <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
                  <ArticleCardSkeleton />
                </Grid>
              ))
            : articles.map((article) => (
                <Grid key={article.id} size={{ xs: 12, sm: 6, md: 3 }}>
                  <ArticleCard article={article} />
                </Grid>
              ))}
        </Grid>
      )}
    </Container>
  );
}
