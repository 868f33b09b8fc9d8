import type { ReactNode } from 'react';

/**
 * The class of a control that works only with the page's script (it opens a dialog, or keeps its
 * state in this browser). Without JavaScript the layout's `<NoScriptStyles />` shows it disabled, and
 * a `<NoScriptNote>` beside it says why and, where there is one, offers the direct way instead.
 * With JavaScript nothing changes: a click before the page is hydrated is still held and replayed
 * (app/boot.ts), which a control disabled until hydration would lose.
 */
export const NEEDS_SCRIPT_CLASS = 'needs-script';

const WITHOUT_SCRIPT_CSS = `.${NEEDS_SCRIPT_CLASS}{opacity:.5;pointer-events:none;cursor:default}`;

/**
 * Once in the layout. `<noscript>` content is rendered by the server and ignored by React in the browser,
 * so the rule applies only when scripts are off.
 */
export function NoScriptStyles() {
  return (
    <noscript>
      <style>{WITHOUT_SCRIPT_CSS}</style>
    </noscript>
  );
}

/**
 * A plain note shown only without JavaScript. Styled inline: it exists only in the server's HTML, where the
 * page's style sheets for its own components may be missing. Legible on light and dark backgrounds alike.
 */
export function NoScriptNote({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p
        data-testid="noscript-note"
        style={{
          margin: '8px 0',
          padding: '8px 12px',
          borderRadius: 8,
          border: '1px solid #f3d2a6',
          background: '#fff7ea',
          color: '#5a3700',
          fontSize: '0.875rem',
          lineHeight: 1.5,
        }}
      >
        {children}
      </p>
    </noscript>
  );
}
