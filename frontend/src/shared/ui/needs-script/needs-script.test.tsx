import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NEEDS_SCRIPT_CLASS, NoScriptNote, NoScriptStyles } from './needs-script';
import { useHydrated } from './use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      {hydrated ? 'ready' : 'waiting'}
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server HTML, and true once the browser has hydrated it, without a mismatch', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('disabled');
    expect(html).toContain('waiting');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('button')).not.toBeDisabled();
    expect(container.textContent).toBe('ready');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});

describe('NoScriptNote and NoScriptStyles', () => {
  it('are in the server HTML only inside <noscript>', () => {
    const html = renderToString(
      <>
        <NoScriptStyles />
        <NoScriptNote>Needs JavaScript.</NoScriptNote>
      </>,
    );
    expect(html).toMatch(new RegExp(`^<noscript><style>\\.${NEEDS_SCRIPT_CLASS}\\{[^<]*pointer-events:none`));
    expect(html).toMatch(/<noscript><p [^>]*>Needs JavaScript\.<\/p><\/noscript>$/);
  });
});
