/**
 * Every route of the app: the pattern for the router and an href builder for links.
 * Pages link through these, never through string literals.
 */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  schools: { pattern: '/schools', href: (query?: string) => (query ? `/schools?${query}` : '/schools') },
  school: { pattern: '/schools/:slug', href: (slug: string) => `/schools/${encodeURIComponent(slug)}` },
  /** The shortlist kept in this browser; `query` e.g. 'schools=a,b,c' opens a shared list. */
  shortlist: { pattern: '/shortlist', href: (query?: string) => (query ? `/shortlist?${query}` : '/shortlist') },
  /** Side-by-side comparison of 2 to 4 schools; `query` e.g. 'schools=a,b&near=89117'. */
  compare: { pattern: '/compare', href: (query?: string) => (query ? `/compare?${query}` : '/compare') },
  articles: { pattern: '/articles', href: () => '/articles' },
  article: { pattern: '/articles/:slug', href: (slug: string) => `/articles/${encodeURIComponent(slug)}` },
  neighborhoods: { pattern: '/neighborhoods', href: () => '/neighborhoods' },
  neighborhood: {
    pattern: '/neighborhoods/:name',
    href: (name: string) => `/neighborhoods/${encodeURIComponent(name)}`,
  },
  openHouses: { pattern: '/open-houses', href: () => '/open-houses' },
  openHouse: { pattern: '/open-houses/:id', href: (id: string) => `/open-houses/${encodeURIComponent(id)}` },
  /** The cancel link mailed to families (`?token=`). */
  openHouseCancel: { pattern: '/open-houses/cancel', href: () => '/open-houses/cancel' },
  about: { pattern: '/about', href: () => '/about' },
  contact: { pattern: '/contact', href: () => '/contact' },
  resources: { pattern: '/resources', href: () => '/resources' },
  admissionTips: { pattern: '/admission-tips', href: () => '/admission-tips' },
  parentTips: { pattern: '/parent-tips', href: () => '/parent-tips' },
  opportunityScholarship: { pattern: '/opportunity-scholarship', href: () => '/opportunity-scholarship' },
  privacy: { pattern: '/privacy', href: () => '/privacy' },
  alertConfirm: { pattern: '/alerts/confirm', href: () => '/alerts/confirm' },
  alertManage: { pattern: '/alerts/manage', href: () => '/alerts/manage' },
  alertUnsubscribe: { pattern: '/alerts/unsubscribe', href: () => '/alerts/unsubscribe' },
  disclaimer: { pattern: '/disclaimer', href: () => '/disclaimer' },
  reviewGuidelines: {
    pattern: '/review-guidelines',
    href: (guideline?: string) => (guideline ? `/review-guidelines#guideline-${guideline}` : '/review-guidelines'),
  },
  /** The links of a review's mails (`?token=`): publish it (a POST from the page), edit or delete it. */
  reviewConfirm: { pattern: '/reviews/confirm', href: () => '/reviews/confirm' },
  reviewManage: { pattern: '/reviews/manage', href: () => '/reviews/manage' },
  /** The six-month listing reminder's link (`?token=`): 'Everything is still correct' POSTs from the page. */
  listingConfirm: { pattern: '/listing/confirm', href: () => '/listing/confirm' },
  claimSchool: {
    pattern: '/claim-school',
    href: (hash?: string) => (hash ? `/claim-school#${hash}` : '/claim-school'),
    /** The claim form with this school's name filled in. */
    hrefForSchool: (slug: string) => `/claim-school?school=${encodeURIComponent(slug)}`,
  },
  subscription: { pattern: '/subscription', href: () => '/subscription' },
  /** `tab`: the portal tab to open, e.g. 'billing' (where a subscription is managed). */
  portal: { pattern: '/portal', href: (tab?: 'billing') => (tab ? `/portal?tab=${tab}` : '/portal') },
  /** `tab`: the dashboard tab to open; `school`: which of an owner's schools (their oldest link when absent). */
  schoolDashboard: {
    pattern: '/school-dashboard',
    href: (tab?: string, school?: number) => {
      const query = new URLSearchParams();
      if (tab) query.set('tab', tab);
      if (school !== undefined) query.set('school', String(school));
      const text = query.toString();
      return text ? `/school-dashboard?${text}` : '/school-dashboard';
    },
  },
  adminDashboard: { pattern: '/admin-dashboard', href: () => '/admin-dashboard' },
  admin: { pattern: '/admin', href: () => '/admin' },
  /** `next`: a path on this site to return to after signing in. */
  login: { pattern: '/login', href: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login') },
  setPassword: { pattern: '/set-password', href: () => '/set-password' },
  /** The signed-in person's own profile (name, e-mail). */
  account: { pattern: '/account', href: () => '/account' },
  /** The link mailed to a new e-mail address (`?token=`). */
  confirmEmail: { pattern: '/confirm-email', href: () => '/confirm-email' },
  authTest: { pattern: '/auth-test', href: () => '/auth-test' },
  /** The payment sandbox's TEST MODE pages (no Stripe keys configured). */
  sandboxCheckout: {
    pattern: '/sandbox/checkout/:id',
    href: (id: string) => `/sandbox/checkout/${encodeURIComponent(id)}`,
  },
  sandboxBillingPortal: {
    pattern: '/sandbox/billing-portal/:id',
    href: (id: string) => `/sandbox/billing-portal/${encodeURIComponent(id)}`,
  },
  /** Plain browser navigations handled by the server. */
  /** `next`: a path on this site to return to after signing in (the server passes it on to /login). */
  apiLogin: { href: (next?: string) => (next ? `/api/login?next=${encodeURIComponent(next)}` : '/api/login') },
  apiLogout: { href: () => '/api/logout' },
  /** The BullMQ queue dashboard (admins only), served by the backend outside the SPA. */
  queueDashboard: { href: () => '/admin/queues' },
} as const;
