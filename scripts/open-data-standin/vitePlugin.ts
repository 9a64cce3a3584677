/**
 * Serves the demo open-data stand-in from the Vite dev and preview servers:
 *   /demo-open-data/{host}/{rest}  ->  answers for https://{host}/{rest}
 * e.g. /demo-open-data/data.cityofnewyork.us/resource/5bgh-vtsn.geojson?$where=...
 * The store is read from demo/open-data on the first request (and again after a file there
 * changes, in dev). Answers carry `Access-Control-Allow-Origin: *`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import {
  createOpenDataStandIn,
  DEFAULT_DEMO_DIR,
  loadDemoStore,
  type OpenDataStandIn,
  type StandInOptions,
} from './index.ts';
import { errorMessage } from '../../src/shared/errors/errorMessage.ts';

export const DEMO_OPEN_DATA_PREFIX = '/demo-open-data/';

export interface OpenDataStandInPluginOptions extends StandInOptions {
  /** The demo store directory, relative to the Vite root. Defaults to demo/open-data. */
  dir?: string;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type, X-App-Token',
};

function send(res: ServerResponse, status: number, contentType: string, body: string, head: boolean): void {
  res.writeHead(status, {
    ...CORS,
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(head ? undefined : body);
}

/** `/{host}/{rest}` (the prefix already stripped by connect, or not) to `https://{host}/{rest}`. */
export function upstreamUrl(requestUrl: string): string | null {
  const path = requestUrl.startsWith(DEMO_OPEN_DATA_PREFIX)
    ? requestUrl.slice(DEMO_OPEN_DATA_PREFIX.length - 1)
    : requestUrl;
  const m = /^\/([a-z0-9.-]+\.[a-z]{2,})(\/.*)$/i.exec(path);
  return m ? `https://${m[1]!.toLowerCase()}${m[2]!}` : null;
}

/** The connect middleware, over a stand-in that is (re)built on demand. */
export function standInMiddleware(getStandIn: () => Promise<OpenDataStandIn>): Middleware {
  return (req, res) => {
    const head = req.method === 'HEAD';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    if (req.method !== 'GET' && !head) {
      send(
        res,
        405,
        'application/json',
        JSON.stringify({ error: true, message: `${req.method ?? ''} is not allowed` }),
        false,
      );
      return;
    }
    const url = upstreamUrl(req.url ?? '');
    getStandIn()
      .then((standIn) => {
        const answer = url ? standIn(url, { accept: req.headers.accept ?? null }) : null;
        if (answer) send(res, answer.status, answer.contentType, answer.body, head);
        else
          send(
            res,
            404,
            'application/json',
            JSON.stringify({ error: true, message: `The open-data stand-in does not serve ${url ?? req.url ?? ''}` }),
            head,
          );
      })
      .catch((error: unknown) => {
        const message = `The open-data stand-in could not load its demo store (run npx tsx scripts/make-infrastructure-demo.ts): ${errorMessage(error)}`;
        send(res, 500, 'application/json', JSON.stringify({ error: true, message }), head);
      });
  };
}

export function openDataStandIn(options: OpenDataStandInPluginOptions = {}): Plugin {
  let root = process.cwd();
  let cached: Promise<OpenDataStandIn> | null = null;
  const dir = (): string => resolve(root, options.dir ?? DEFAULT_DEMO_DIR);
  const getStandIn = (): Promise<OpenDataStandIn> => {
    if (!cached) {
      const loading = loadDemoStore(dir()).then((store) => createOpenDataStandIn(store, options));
      // A failed load is not kept: the next request tries again (e.g. after the demo files are written).
      loading.catch(() => {
        if (cached === loading) cached = null;
      });
      cached = loading;
    }
    return cached;
  };
  const middleware = standInMiddleware(getStandIn);
  return {
    name: 'open-data-stand-in',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(DEMO_OPEN_DATA_PREFIX.slice(0, -1), middleware);
      const invalidate = (file: string): void => {
        if (resolve(file).startsWith(dir() + sep)) cached = null;
      };
      server.watcher.on('change', invalidate).on('add', invalidate).on('unlink', invalidate);
    },
    configurePreviewServer(server) {
      server.middlewares.use(DEMO_OPEN_DATA_PREFIX.slice(0, -1), middleware);
    },
  };
}
