export { useSession, isAdminRole, useRememberSignedInUser, setSessionCookieSeen } from './session';
export type { SessionUser, SessionState } from './session';
export { useLogout } from './use-logout';
export { landingPathFor } from './landing-path';
export { safeReturnPath } from './return-path';
