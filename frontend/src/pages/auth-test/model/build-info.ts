import packageJson from '../../../../package.json';

/**
 * What the auth-test page may say about the build: the Vite mode and the app
 * version. Deliberately nothing else: no environment variables, keys or URLs.
 */
export const BUILD_INFO = {
  mode: import.meta.env.MODE,
  version: packageJson.version,
} as const;
