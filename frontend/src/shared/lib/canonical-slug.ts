import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A renamed school or article keeps its old slugs: the API answers the old one
 * with a 301 that fetch follows, so the record arrives under its new slug. The
 * address bar then moves to the canonical page in place (history.replace, query
 * and hash kept), so Back does not return to the old address.
 */
export function useCanonicalSlug(requested: string, canonical: string | undefined, href: (slug: string) => string) {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (canonical && requested && canonical !== requested) {
      navigate(`${href(canonical)}${search}${hash}`, { replace: true });
    }
  }, [requested, canonical, href, navigate, search, hash]);
}
