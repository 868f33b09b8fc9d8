import { memoryArticles } from '../../../../test/support/fakes/articles';
import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { ArticleSlugTakenError } from '../domain/articles.errors';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  return { unitOfWork, ...memoryArticles(unitOfWork, memoryAuditTrail(unitOfWork).trail) };
}

const draft = {
  title: '  Choosing a Montessori School  ',
  excerpt: '   ',
  content: ' What to look for. ',
  category: ' Guides ',
  author: 'Rosa Diaz',
};

describe('CreateArticleDraft', () => {
  it('stores the draft unpublished, trimmed, under the first free slug of its title', async () => {
    const { createDraft, articles } = setUp();
    articles.add({ title: 'Older', slug: 'choosing-a-montessori-school' });

    const article = await createDraft.execute(draft);

    expect(article).toMatchObject({
      title: 'Choosing a Montessori School',
      slug: 'choosing-a-montessori-school-2',
      excerpt: null,
      content: 'What to look for.',
      category: 'Guides',
      author: 'Rosa Diaz',
      isPublished: false,
    });
    expect(articles.table.get(article.id)).toBe(article);
  });

  it('takes the next slug when a concurrent submission took its slug between the read and the insert', async () => {
    const { createDraft, articles } = setUp();
    articles.raceFor.push('choosing-a-montessori-school');

    const article = await createDraft.execute(draft);

    expect(article.slug).toBe('choosing-a-montessori-school-2');
  });

  it('gives up after three lost races', async () => {
    const { createDraft, articles } = setUp();
    articles.raceFor.push(
      'choosing-a-montessori-school',
      'choosing-a-montessori-school-2',
      'choosing-a-montessori-school-3',
    );

    await expect(createDraft.execute(draft)).rejects.toBeInstanceOf(ArticleSlugTakenError);
    expect(articles.table.all().filter((a) => a.author === 'Rosa Diaz')).toHaveLength(0);
  });
});
