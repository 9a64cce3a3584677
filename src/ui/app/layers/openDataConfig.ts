/**
 * Where layer data comes from. By default the real NYC and NY State open-data services. With
 * `?demo` in the address (documented in the README), the open-data hosts are answered by the local
 * stand-in that `npm start` serves, from the project's bundled sample data — for offline use.
 * An optional Socrata app token comes from the build environment (NYC_OPEN_DATA_APP_TOKEN), sent as
 * `$$app_token` to the open-data portals only (src/shared/net/openDataRequest.ts says why).
 */
export const DEMO_OPEN_DATA_PATH = 'demo-open-data';

export function isDemoMode(): boolean {
  return new URLSearchParams(window.location.search).has('demo');
}

export function openDataConfig(): { appBase: string; demoBase?: string; appToken?: string } {
  const token = (import.meta.env.NYC_OPEN_DATA_APP_TOKEN as string | undefined)?.trim();
  return {
    appBase: document.baseURI,
    ...(isDemoMode() ? { demoBase: new URL(DEMO_OPEN_DATA_PATH, document.baseURI).href } : {}),
    ...(token ? { appToken: token } : {}),
  };
}
