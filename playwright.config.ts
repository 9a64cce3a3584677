import { defineConfig } from '@playwright/test';

/** Debian's Chromium (Playwright's own browser download does not work here), headless, software WebGL. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
};

/** E2E_PORT and E2E_OUT_DIR let a second build be tested beside one already served on 4173. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // A run that cannot end (a worker stuck in a loop outside any test's timeout) fails instead of holding CI.
  globalTimeout: 30 * 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A common laptop screen (HD). Every map frame is drawn in software here, its cost growing with the pixels:
    // at 1400 × 900 the suite took about a tenth longer than at 1280 × 800. The benches and the manual look use
    // 1440 × 900.
    viewport: { width: 1280, height: 720 },
    launchOptions: CHROMIUM_LAUNCH,
    // A trace only when a failed test runs again (CI retries once). Recording one for every test screencasts
    // each frame and encodes it: with software frames that made the suite about 40 % slower (four specs, 18
    // tests: 3.8 min traced, 2.2 min not).
    trace: 'on-first-retry',
    // The app's service worker would answer requests before the tests' routes see them; the offline
    // test allows it on purpose.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${OUT_DIR}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
