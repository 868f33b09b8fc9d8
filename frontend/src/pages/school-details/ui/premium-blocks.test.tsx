import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchoolResponse } from '@/shared/api';
import { PhotoGallery } from './premium-blocks';

function school(images: number): SchoolResponse {
  return {
    name: 'Desert Pines Academy',
    additionalImages: Array.from({ length: images }, (_, index) => `/images/photo-${index + 1}.jpg`),
  } as SchoolResponse;
}

describe('PhotoGallery', () => {
  it("offers the fifth photo as '+1 more photo', in the singular", async () => {
    render(<PhotoGallery school={school(5)} />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: '+1 more photo' }));
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Show fewer photos' })).toBeInTheDocument();
  });

  it("and more than one as '+N more photos'", () => {
    render(<PhotoGallery school={school(7)} />);
    expect(screen.getByRole('button', { name: '+3 more photos' })).toBeInTheDocument();
  });
});
