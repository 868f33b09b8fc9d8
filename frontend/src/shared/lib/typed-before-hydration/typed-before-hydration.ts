import { useCallback } from 'react';

/**
 * Keeps what a visitor typed into a server-rendered text box before the page was hydrated (issue 21).
 *
 * React hydrates a controlled input without touching the text in it, sets its `defaultValue` to the
 * value it renders, and then holds a different value in state than the box shows: the next render
 * would wipe the typed text, and no change event would ever report it. This ref callback (pass it as
 * the box's `inputRef`) runs when the box is attached, right after hydration: a box whose text differs
 * from what React rendered hands that text to `setValue`. In a box rendered in the browser the two
 * never differ, so nothing happens there. `setValue` must be stable (a state setter, RHF's onChange).
 */
export function useTypedBeforeHydration(setValue: (value: string) => void): (node: HTMLInputElement | null) => void {
  return useCallback(
    (node: HTMLInputElement | null) => {
      if (node && node.value !== node.defaultValue) setValue(node.value);
    },
    [setValue],
  );
}
