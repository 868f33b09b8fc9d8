import { changeLines } from './pending-change';

describe('changeLines', () => {
  it('labels profile fields, flattens social links and shows cleared values', () => {
    expect(
      changeLines({
        city: 'Henderson',
        tuitionMax: 16000,
        features: ['STEM', 'Arts'],
        phone: null,
        socialLinks: { instagram: 'https://instagram.com/x', facebook: null },
      }),
    ).toEqual([
      { label: 'City', value: 'Henderson' },
      { label: 'Tuition Max', value: '16,000' },
      { label: 'Features', value: 'STEM, Arts' },
      { label: 'Phone', value: '(cleared)' },
      { label: 'Instagram', value: 'https://instagram.com/x' },
      { label: 'Facebook', value: '(cleared)' },
    ]);
  });

  it('hides the article id of a submission', () => {
    expect(changeLines({ articleId: 4, title: 'Guide', category: 'Tips' })).toEqual([
      { label: 'Title', value: 'Guide' },
      { label: 'Category', value: 'Tips' },
    ]);
  });
});
