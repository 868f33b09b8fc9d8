import { useCallback } from 'react';

/**
 * Signs out and goes to `/`, also when the call fails (the failure is only logged).
 * A full navigation drops every cached query of the signed-in user.
 */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    try {
      const csrf = document.cookie.match(/(?:^|;\s*)vps\.csrf=([^;]+)/)?.[1];
      const response = await fetch('/api/logout', {
        method: 'POST',
        credentials: 'include',
        headers: csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {},
      });
      if (!response.ok) console.error('Logout failed', response.status);
    } catch (error) {
      console.error('Logout failed', error);
    }
    window.location.assign('/');
  }, []);
}
