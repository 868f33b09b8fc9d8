import { changeLines } from './pending-change';

describe('changeLines', () => {
  it('labels profile fields, flattens social links and shows cleared values', () => {
    expect(
      changeLines(
        {
          city: 'Henderson',
          tuitionMax: 16000,
          features: ['STEM', 'Arts'],
          phone: null,
          socialLinks: { instagram: 'https://instagram.com/x', facebook: null },
          website: '',
        },
        'profile_update',
      ),
    ).toEqual([
      { label: 'City', value: 'Henderson' },
      { label: 'Tuition Max', value: '16,000' },
      { label: 'Features', value: 'STEM, Arts' },
      { label: 'Phone', value: '(cleared)' },
      { label: 'Instagram', value: 'https://instagram.com/x' },
      { label: 'Facebook', value: '(cleared)' },
      { label: 'Website', value: '(cleared)' },
    ]);
  });

  it('hides the article id of a submission', () => {
    expect(changeLines({ articleId: 4, title: 'Guide', category: 'Tips' }, 'article_submission')).toEqual([
      { label: 'Title', value: 'Guide' },
      { label: 'Category', value: 'Tips' },
    ]);
  });

  it('leaves out the optional fields a guest article was submitted without', () => {
    expect(
      changeLines(
        { title: 'Guide', excerpt: '', content: 'Body', category: 'Tips', author: null, imageUrl: undefined },
        'article_submission',
      ),
    ).toEqual([
      { label: 'Title', value: 'Guide' },
      { label: 'Content', value: 'Body', markdown: true },
      { label: 'Category', value: 'Tips' },
    ]);
  });
});

describe('changeLines old → new', () => {
  it('pairs each proposed field with the live value it replaces', () => {
    expect(
      changeLines(
        { name: 'New Name', socialLinks: { facebook: 'https://facebook.com/n' }, videoUrls: ['https://v.example/1'] },
        'profile_update',
        { name: 'Old Name', socialLinks: { instagram: 'https://instagram.com/o' }, videoUrls: [] },
      ),
    ).toEqual([
      { label: 'School Name', value: 'New Name', previous: 'Old Name' },
      { label: 'Facebook', value: 'https://facebook.com/n', previous: '(not set)' },
      { label: 'Video URLs', value: 'https://v.example/1', previous: '(not set)' },
    ]);
  });

  it('marks an article body as Markdown', () => {
    expect(changeLines({ title: 'Guide', content: '# Tips' }, 'article_submission')).toEqual([
      { label: 'Title', value: 'Guide' },
      { label: 'Content', value: '# Tips', markdown: true },
    ]);
  });
});
