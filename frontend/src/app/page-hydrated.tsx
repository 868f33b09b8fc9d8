import { createContext, useContext, useEffect } from 'react';

/**
 * Tells app/main.tsx when the page itself is React's. React hydrates what lies inside a Suspense
 * boundary (the page, in the layout's) in a pass of its own after the rest, so the root being
 * committed says nothing about the page's boxes and buttons.
 */
const PageHydratedContext = createContext<(() => void) | undefined>(undefined);

export const PageHydratedProvider = PageHydratedContext.Provider;

/** Placed after the page inside its Suspense boundary: renders nothing, calls the provider's function once committed. */
export function PageHydrated() {
  const onHydrated = useContext(PageHydratedContext);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}
