import { memoryArticles } from '../../../../test/support/fakes/articles';
import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { ArticleNotFoundError } from '../domain/articles.errors';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  return { audit: audit.entries, ...memoryArticles(unitOfWork, audit.trail) };
}

describe('PublishArticle', () => {
  it('publishes the submitted article and records the reviewer', async () => {
    const { publishArticle, articles, audit } = setUp();
    const article = articles.add({ title: 'Guest Post', slug: 'guest-post' });

    await publishArticle.execute({ reviewerId: 'admin-1', articleId: article.id });

    expect(article.isPublished).toBe(true);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actorId: 'admin-1',
        action: 'article.published',
        targetId: String(article.id),
        before: { isPublished: false },
        after: { isPublished: true },
      }),
    ]);
  });

  it('answers ArticleNotFoundError when the article is gone', async () => {
    const { publishArticle } = setUp();
    await expect(publishArticle.execute({ reviewerId: 'admin-1', articleId: 9 })).rejects.toBeInstanceOf(
      ArticleNotFoundError,
    );
  });
});

describe('SetArticlePublished', () => {
  it('sets Published/Draft, or flips it without a value, recording each switch', async () => {
    const { setArticlePublished, articles, audit } = setUp();
    const article = articles.add({ title: 'Guide', slug: 'guide', isPublished: true });

    await setArticlePublished.execute({ adminId: 'admin-1', articleId: article.id });
    expect(article.isPublished).toBe(false);
    await setArticlePublished.execute({ adminId: 'admin-1', articleId: article.id, isPublished: true });
    expect(article.isPublished).toBe(true);
    expect(audit.entries.map((entry) => entry.after)).toEqual([{ isPublished: false }, { isPublished: true }]);
  });
});

describe('UpdateArticle', () => {
  it('saves only the fields that differ (trimmed, blank is none), moves the slug with the title, and records them', async () => {
    const { updateArticle, articles, audit } = setUp();
    const article = articles.add({ title: 'Guide', slug: 'guide', excerpt: 'Short', author: 'Ann' });

    await updateArticle.execute({
      adminId: 'admin-1',
      articleId: article.id,
      edit: { title: ' New Guide ', excerpt: '', author: 'Ann' },
    });

    expect(article).toMatchObject({ title: 'New Guide', slug: 'new-guide', excerpt: null, author: 'Ann' });
    // The old address keeps working: it redirects to the new one.
    expect(articles.former.get('guide')).toBe(article.id);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'article.updated',
        before: { title: 'Guide', excerpt: 'Short', slug: 'guide' },
        after: { title: 'New Guide', excerpt: null, slug: 'new-guide' },
      }),
    ]);
  });

  it("keeps the slug when the new title slugs the same, and never hands out another article's former slug", async () => {
    const { updateArticle, articles } = setUp();
    const renamed = articles.add({ title: 'Old Name', slug: 'old-name' });
    await updateArticle.execute({ adminId: 'admin-1', articleId: renamed.id, edit: { title: 'Fresh Name' } });
    const other = articles.add({ title: 'Other', slug: 'other' });
    await updateArticle.execute({ adminId: 'admin-1', articleId: other.id, edit: { title: 'Old  name!' } });
    expect(other.slug).toBe('old-name-2');
    await updateArticle.execute({ adminId: 'admin-1', articleId: other.id, edit: { title: 'OLD NAME' } });
    expect(other.slug).toBe('old-name-2');
  });

  it('refuses to publish an archived article until it is restored', async () => {
    const { updateArticle, articles, audit } = setUp();
    const article = articles.add({ title: 'Guide', slug: 'guide', isPublished: true });
    article.archive();
    await expect(
      updateArticle.execute({ adminId: 'admin-1', articleId: article.id, edit: { isPublished: true } }),
    ).rejects.toMatchObject({ code: 'article.archived' });
    expect(article.isPublished).toBe(false);
    expect(audit.entries).toHaveLength(0);
  });

  it('records nothing when the form sends the article as it is', async () => {
    const { updateArticle, articles, audit } = setUp();
    const article = articles.add({ title: 'Guide', slug: 'guide' });
    await updateArticle.execute({ adminId: 'admin-1', articleId: article.id, edit: { title: 'Guide' } });
    expect(audit.entries).toHaveLength(0);
  });
});
