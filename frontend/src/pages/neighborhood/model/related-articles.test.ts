import { relatedArticles } from './related-articles';

const article = (title: string, category = 'PARENT TIPS') => ({ title, category });

describe('relatedArticles', () => {
  it('matches the name or las vegas in the title, or the LOCAL NEWS category', () => {
    const list = [
      article('Top Schools in Summerlin'),
      article('Best Private Schools in Las Vegas'),
      article('New Campus Opens', 'LOCAL NEWS'),
      article('Homework Habits That Work'),
      article('A day in HENDERSON'),
    ];
    expect(relatedArticles(list, 'Summerlin').map((a) => a.title)).toEqual([
      'Top Schools in Summerlin',
      'Best Private Schools in Las Vegas',
      'New Campus Opens',
    ]);
  });

  it('is case-insensitive', () => {
    expect(relatedArticles([article('LAS VEGAS tuition guide'), article('x', 'local news')], 'Anthem')).toHaveLength(2);
  });

  it('keeps at most 6', () => {
    const many = Array.from({ length: 9 }, (_, i) => article(`Las Vegas guide ${i}`));
    expect(relatedArticles(many, 'Paradise')).toHaveLength(6);
  });

  it('handles no articles', () => {
    expect(relatedArticles(undefined, 'Paradise')).toEqual([]);
  });
});
