import { render, screen } from '@testing-library/react';
import { HoverHint } from './hover-hint';

describe('HoverHint', () => {
  it('shows its words beside the control without changing the control’s accessible name', () => {
    render(
      <HoverHint title="Add to shortlist" align="start">
        <button type="button" aria-label="Shortlist Example Academy">
          ♡
        </button>
      </HoverHint>,
    );
    expect(screen.getByRole('button', { name: 'Shortlist Example Academy' })).toBeInTheDocument();
    const hint = screen.getByText('Add to shortlist');
    expect(hint).toHaveAttribute('aria-hidden', 'true');
    // It follows the control, which the CSS rule for keyboard focus (`:focus-visible + [data-hint]`) relies on.
    expect(hint.previousElementSibling).toBe(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
