import { render, screen } from '@testing-library/react';
import { SchoolRating, ratingText } from './school-rating';

describe('SchoolRating (a card’s family rating, issue 39)', () => {
  it('shows the average to one decimal and the count', () => {
    render(<SchoolRating rating={{ average: 4, count: 12 }} />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5 from 12 reviews' })).toHaveTextContent(
      '4.0(12 reviews)',
    );
  });

  it('shows the count alone below three counted reviews, and nothing without reviews', () => {
    const { container, rerender } = render(<SchoolRating rating={{ average: null, count: 1 }} />);
    expect(screen.getByRole('img', { name: '1 review, not enough for a rating yet' })).toHaveTextContent('1 review');
    rerender(<SchoolRating rating={{ average: null, count: 0 }} />);
    expect(container).toBeEmptyDOMElement();
    expect(ratingText({ average: null, count: 0 })).toBe('No reviews yet');
  });
});
