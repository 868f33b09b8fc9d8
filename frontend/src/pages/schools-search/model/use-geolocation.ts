import { useCallback, useState } from 'react';

export type GeolocationState = { status: 'idle' } | { status: 'locating' } | { status: 'error'; message: string };

/** Why no position came back, in words a family can act on. */
export function geolocationErrorMessage(code: number | null): string {
  if (code === 1) return 'Location access was denied. Allow it in your browser, or type a ZIP code instead.';
  if (code === 3) return 'Finding your location took too long. Try again, or type a ZIP code instead.';
  if (code === null) return 'This browser cannot share its location. Type a ZIP code instead.';
  return 'Your location could not be found. Type a ZIP code instead.';
}

/**
 * The browser's position, asked for only when `locate` is called (the 'Use my
 * location' click), never on page load.
 */
export function useGeolocation(onPosition: (position: { lat: number; lng: number }) => void) {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'error', message: geolocationErrorMessage(null) });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ status: 'idle' });
        onPosition({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => setState({ status: 'error', message: geolocationErrorMessage(error.code) }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, [onPosition]);
  return { state, locate };
}
