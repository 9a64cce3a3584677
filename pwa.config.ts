/**
 * The installable app (vite-plugin-pwa, Workbox): what is cached for use on site without a network.
 * - Precached at install: the app shell, scripts, styles, fonts, icons and the permit-area files, and
 *   everything the export loads: its worker and jsPDF (scripts), HarfBuzz (.wasm, 434 KiB) and the
 *   export fonts (.ttf: the Noto subsets in src/assets/fonts, 0.45 MB for Regular and Bold, 2.4 MB
 *   for Noto Sans SC, 2 MB for the Hebrew, Arabic, Devanagari, Bengali, Korean and emoji faces), so a
 *   plan in any of those scripts prints offline too, even one never exported online.
 * - Cached as used: the open-data answers (network first: fresh when online, the last answers for an
 *   area when not) and the city's aerial imagery the user has seen (cache first, kept 30 days; not
 *   CARTO's streets basemap, whose terms forbid keeping its content in a cache). The
 *   city's permit areas (c5vm-g2dk, several MB) are not: the geography worker keeps them in IndexedDB
 *   and shows that copy at once on the next visit (src/workers/geography/areaCache.ts).
 * The service worker waits when an update arrives; the page offers it and the user chooses when.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

const DAY_S = 24 * 60 * 60;

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: null,
  includeAssets: ['icon.svg'],
  manifest: {
    name: 'NYC Public Space Event Stager',
    short_name: 'Event Stager',
    description:
      'Plan an event in a New York City park, plaza or street and produce the site plan for the permit application.',
    theme_color: '#1e3a8a',
    background_color: '#ffffff',
    display: 'standalone',
    icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: ['**/*.{js,mjs,css,html,woff2,ttf,wasm,svg,png,geojson}'],
    // The real permit-area files run to several MB each.
    maximumFileSizeToCacheInBytes: 40 * 1024 * 1024,
    // The area loader adds a cache-busting stamp; the precached file answers whatever the stamp.
    ignoreURLParametersMatching: [/^_ts$/],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/demo-open-data\//],
    // The first install takes over the open page at once, so its layer answers are cached already.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url }) =>
          (/^(data\.cityofnewyork\.us|data\.ny\.gov|services6\.arcgis\.com)$/.test(url.hostname) ||
            url.pathname.includes('/demo-open-data/')) &&
          !url.pathname.includes('/resource/c5vm-g2dk.'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'open-data',
          // Below the layers' 6 s limit on silence (LAYER_LOAD): a poor connection falls back to the last
          // answer before the app gives up on the attempt.
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY_S },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The city's own imagery and labels (its open data): the old tile host, and the 2024 photos on
        // the city's ArcGIS organisation. CARTO's tiles and styles are not kept here: the CARTO Basemap
        // Terms of Service's Acceptable Use Policy (9c) forbids storing or saving map content 'from a
        // cache or temporary storage', so they get only the browser's ordinary HTTP cache (README, Data).
        urlPattern: ({ url }) =>
          url.hostname === 'maps.nyc.gov' ||
          (url.hostname === 'tiles.arcgis.com' && url.pathname.startsWith('/tiles/yG5s3afENB5iO9fj/')),
        handler: 'CacheFirst',
        options: {
          cacheName: 'basemap',
          expiration: { maxEntries: 3000, maxAgeSeconds: 30 * DAY_S },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
};
