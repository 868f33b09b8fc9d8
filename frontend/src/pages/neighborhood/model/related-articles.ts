export const MAX_RELATED_ARTICLES = 6;

/**
 * 'Local Education Insights' (spec 000 §2): articles whose title contains the
 * neighborhood name or 'las vegas' (case-insensitive), or whose category is
 * 'LOCAL NEWS'; at most 6, in the order the API returned them.
 */
export function relatedArticles<T extends { title: string; category?: string | null }>(
  articles: readonly T[] | null | undefined,
  neighborhoodName: string,
): T[] {
  const name = neighborhoodName.trim().toLowerCase();
  return (articles ?? [])
    .filter((article) => {
      const title = article.title.toLowerCase();
      return (
        (name !== '' && title.includes(name)) ||
        title.includes('las vegas') ||
        article.category?.trim().toUpperCase() === 'LOCAL NEWS'
      );
    })
    .slice(0, MAX_RELATED_ARTICLES);
}
