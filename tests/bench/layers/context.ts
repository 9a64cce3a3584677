/**
 * The browser context for the heavy layers case: everything offline but the app, the open-data hosts
 * answered by the project's stand-in over the heavy store (over the network, by the bench's open-data
 * host, lib/openDataHost.ts), the permit areas with Bench Great Park, a
 * blank page for the baseline. Every open-data request and app layer file is recorded with its layer.
 * Options (the dense case): another viewport, app layer files answered from memory, more bench pages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LAYER_CATALOGUE } from '../../../src/shared/layers/catalogue';
import { INFRASTRUCTURE_LAYER_IDS, type InfrastructureLayerId } from '../../../src/shared/layers/ids';
import { sodaResourceUrl } from '../../../src/shared/layers/sources';
import type { OpenDataStandIn } from '../../../scripts/open-data-standin/index';
import { ELSEWHERE, runningOpenDataHost } from '../lib/openDataHost';
import { LAYERS_INIT_SCRIPT } from './pageScripts';

const BLANK = '<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head><body></body></html>';

export interface Requested {
  url: string;
  layer: InfrastructureLayerId | null;
  status: number;
  bytes: number;
}

/** The layer a request belongs to, from the catalogue's sources (fire lanes and disaster routes by their filter). */
export function layerOfUrl(url: string): InfrastructureLayerId | null {
  const text = decodeURIComponent(url);
  const path = url.startsWith('http://') ? new URL(url).pathname : null;
  for (const id of INFRASTRUCTURE_LAYER_IDS) {
    const s = LAYER_CATALOGUE[id].source;
    const hit =
      s.kind === 'soda'
        ? text.startsWith(sodaResourceUrl(s.host, s.dataset, s.format)) &&
          (!s.filter || text.includes(`${s.filter.field}='${s.filter.value}'`))
        : s.kind === 'statePlane'
          ? text.startsWith(sodaResourceUrl(s.host, s.dataset, 'json'))
          : s.kind === 'garages'
            ? text.startsWith(sodaResourceUrl(s.host, s.dataset, 'json')) ||
              text.startsWith(sodaResourceUrl(s.host, s.footprints.dataset, 'geojson'))
            : s.kind === 'arcgis'
              ? text.startsWith(s.url)
              : path === s.path;
    if (hit) return id;
  }
  return null;
}

export interface LayersContext {
  context: BrowserContext;
  page: Page;
  errors: string[];
  requested: Requested[];
}

export interface LayersContextOptions {
  /** Default 1400 × 900. */
  viewport?: { width: number; height: number };
  /** App files under /data/static/ answered with these bodies (by path, e.g. '/data/static/bus_stops_nyc.geojson'). */
  staticFiles?: Readonly<Record<string, Buffer>>;
  /** More HTML pages, by path under /__bench/ (e.g. 'floor' for /__bench/floor). */
  pages?: Readonly<Record<string, string>>;
}

export async function layersContext(
  browser: Browser,
  standIn: OpenDataStandIn,
  parks: Buffer,
  options: LayersContextOptions = {},
): Promise<LayersContext> {
  const host = runningOpenDataHost();
  // The app's service worker would answer requests before the stand-in's routes see them (and precache
  // meanwhile); the open-data host's certificate is self-signed.
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1400, height: 900 },
    serviceWorkers: 'block',
    ignoreHTTPSErrors: true,
  });
  const requested: Requested[] = [];
  host.answerWith(standIn, ({ url, status, bytes }) => requested.push({ url, layer: layerOfUrl(url), status, bytes }));
  // Routes run last-registered first: the catch-all abort goes in first.
  await context.route(ELSEWHERE, (route) => route.abort('internetdisconnected'));
  await context.route('**/data/static/**', async (route) => {
    const url = route.request().url();
    const own = options.staticFiles?.[new URL(url).pathname];
    if (own) {
      requested.push({ url, layer: layerOfUrl(url), status: 200, bytes: own.length });
      return route.fulfill({ status: 200, body: own, contentType: 'application/geo+json' });
    }
    const response = await route.fetch();
    const body = await response.body();
    requested.push({ url, layer: layerOfUrl(url), status: response.status(), bytes: body.length });
    await route.fulfill({ response, body });
  });
  await context.route('**/data/permit-areas/parks.geojson*', (route) =>
    route.fulfill({ status: 200, body: parks, contentType: 'application/geo+json' }),
  );
  await context.route('**/__bench/blank', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: BLANK }),
  );
  for (const [name, html] of Object.entries(options.pages ?? {})) {
    await context.route(`**/__bench/${name}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: html }),
    );
  }
  await context.addInitScript({ content: LAYERS_INIT_SCRIPT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('crash', () => errors.push('page crashed'));
  return { context, page, errors, requested };
}
