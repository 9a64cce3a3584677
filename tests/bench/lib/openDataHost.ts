/**
 * The city's open-data hosts answered over the network, as a user's browser meets them: an HTTPS server
 * on this machine answers data.cityofnewyork.us, data.ny.gov and services6.arcgis.com with the
 * project's stand-in, and the bench's browser resolves those names to it (Chromium's host-resolver
 * rules) and every other name to nothing (offline, as this machine is).
 *
 * Why not Playwright's routes: route.fulfill carries every answer's body through the driver's DevTools
 * pipe and the browser's UI thread — 22 MB for the dense world — and that is the thread that hands
 * the page the driver's clicks, so on 2 cores a click sent while the layers loaded reached the page up to
 * 200 ms late. A user's answers never take that path.
 *
 * The server runs on a thread of its own: encrypting and writing megabytes of answers on the driver's
 * event loop held it for up to 150 ms, and the driver times the clicks. A warmed stand-in's answers
 * (layers/answerCache.ts) are handed to that thread once, as bytes, and answered there: looking them up
 * and encoding 22 MB of text on the driver's thread took the CPU a page needs while the driver timed its
 * clicks. Only what was not warmed is asked of the driver's thread (the stand-in stays there).
 *
 * The server's certificate is self-signed (made once with openssl into the temp folder); the contexts
 * that use the host ignore certificate errors.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OpenDataStandIn, StandInResponse } from '../../../scripts/open-data-standin/index';

const HOSTS = ['data.cityofnewyork.us', 'data.ny.gov', 'services6.arcgis.com'] as const;
/** BENCH_OPEN_DATA_PORT overrides it (two benches at once on one machine). */
export const OPEN_DATA_PORT = Number(process.env.BENCH_OPEN_DATA_PORT ?? 4443);

/** Chromium's launch arguments that send the open-data hosts to this server and no other name anywhere. */
export function openDataHostArgs(port = OPEN_DATA_PORT): string[] {
  const rules = [...HOSTS.map((h) => `MAP ${h} 127.0.0.1:${port}`), 'MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1'];
  return [`--host-resolver-rules=${rules.join(', ')}`];
}

/** What one request was answered with (the cases count bytes per layer). */
export interface HostAnswer {
  url: string;
  status: number;
  bytes: number;
}

export type Answerer = (answer: HostAnswer) => void;

/** A stand-in whose answers were computed ahead, by key (answerKey). */
export type PreparedStandIn = OpenDataStandIn & { readonly prepared: ReadonlyMap<string, StandInResponse | null> };

/**
 * One key for the URL the app builds and the one its browser sends: Chromium percent-encodes the query's
 * quotes (and some other characters) that URLSearchParams leaves, so the `intersects(…, 'POLYGON(…)')`
 * queries of the line layers missed the warmed answers. The server thread keys the same way (SERVER_THREAD).
 */
export function answerKey(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

export interface OpenDataHost {
  /** From now on answer with this stand-in, telling `onAnswer` of each answer (one context at a time). */
  answerWith(standIn: OpenDataStandIn, onAnswer?: Answerer): void;
  /**
   * From now on hold each answer to a URL that contains `containing` (decoded) for `ms` before sending it,
   * as a slower query of the real service answers (null: answer at once again).
   */
  delayAnswers(rule: AnswerDelay | null): void;
  close(): Promise<void>;
}

/** Answers to URLs holding `containing` (decoded) are sent `ms` late. */
export interface AnswerDelay {
  containing: string;
  ms: number;
}

function certificate(): { key: Buffer; cert: Buffer } {
  const dir = join(tmpdir(), 'nyc-stager-bench-tls');
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    const names = HOSTS.map((h) => `DNS:${h}`).join(',');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '3650'].concat([
        '-subj',
        '/CN=open-data stand-in',
        '-addext',
        `subjectAltName=${names}`,
      ]),
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** The driver's thread to the server's: the answer to request `id`, or null (no such URL: the connection drops). */
type Reply =
  | { kind: 'reply'; id: number; status: number; contentType: string; body: Uint8Array }
  | { kind: 'reply'; id: number; status: null; contentType: null; body: null };

/** The driver's thread to the server's: answers to keep (once per stand-in), or which kept set to answer from. */
type Prepared =
  | { kind: 'prepared'; set: number; answers: [key: string, status: number, contentType: string, body: Uint8Array][] }
  | { kind: 'use'; set: number | null }
  | { kind: 'delay'; rule: AnswerDelay | null };

/** The server's thread to the driver's: a request to answer, or one it answered from a kept set. */
type FromServer =
  | { kind: 'ask'; id: number; url: string; accept: string | null }
  | { kind: 'answered'; url: string; status: number; bytes: number }
  | 'listening';

/**
 * The server thread, plain JavaScript run from a string (no TypeScript loader in a worker thread).
 * Socrata and ArcGIS answer cross-origin reads from any page: the CORS headers say so.
 */
const SERVER_THREAD = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:https');
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
};
const pending = new Map();
const sets = new Map();
let current = null;
let next = 0;
// As answerKey in openDataHost.ts.
function answerKey(url) {
  try {
    return decodeURIComponent(url);
  } catch (e) {
    return url;
  }
}
let delay = null;
function send(res, status, contentType, body, url) {
  const late = delay && url && answerKey(url).includes(delay.containing) ? delay.ms : 0;
  if (late > 0) {
    setTimeout(() => send(res, status, contentType, body, null), late);
    return;
  }
  res.writeHead(status, Object.assign({}, CORS, { 'content-type': contentType, 'content-length': body.length }));
  res.end(body);
}
const server = createServer({ key: workerData.key, cert: workerData.cert }, (req, res) => {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS);
    res.end();
    return;
  }
  const url = 'https://' + (req.headers.host || workerData.host) + (req.url || '/');
  const kept = current && current.get(answerKey(url));
  if (kept) {
    send(res, kept.status, kept.contentType, kept.body, url);
    parentPort.postMessage({ kind: 'answered', url, status: kept.status, bytes: kept.body.length });
    return;
  }
  const id = next++;
  pending.set(id, { req, res, url });
  parentPort.postMessage({ kind: 'ask', id, url, accept: req.headers.accept || null });
});
parentPort.on('message', (m) => {
  if (m.kind === 'prepared') {
    const set = new Map();
    for (const [key, status, contentType, body] of m.answers)
      set.set(key, { status, contentType, body: Buffer.from(body.buffer, body.byteOffset, body.length) });
    sets.set(m.set, set);
    current = set;
    return;
  }
  if (m.kind === 'use') {
    current = m.set === null ? null : sets.get(m.set);
    return;
  }
  if (m.kind === 'delay') {
    delay = m.rule;
    return;
  }
  const p = pending.get(m.id);
  if (!p) return;
  pending.delete(m.id);
  if (m.status === null) {
    p.req.socket.destroy();
    return;
  }
  send(p.res, m.status, m.contentType, Buffer.from(m.body.buffer, m.body.byteOffset, m.body.length), p.url);
});
server.listen(workerData.port, '127.0.0.1', () => parentPort.postMessage('listening'));
`;

let running: OpenDataHost | null = null;

/** The host the bench started (run.ts): every case's context is answered by it. */
export function runningOpenDataHost(): OpenDataHost {
  if (!running) throw new Error('no open-data host is running: run.ts starts it before the browser');
  return running;
}

/** Every URL but the app's own and the open-data hosts' (those are the host's to answer). */
export const ELSEWHERE = new RegExp(
  `^https?://(?!127\\.0\\.0\\.1[:/]|${HOSTS.map((h) => `${h.replaceAll('.', '\\.')}/`).join('|')})`,
);

export async function startOpenDataHost(port = OPEN_DATA_PORT): Promise<OpenDataHost> {
  let standIn: OpenDataStandIn | null = null;
  let onAnswer: Answerer | undefined;
  const { key, cert } = certificate();
  const thread = new Worker(SERVER_THREAD, { eval: true, workerData: { key, cert, port, host: HOSTS[0] } });
  const encoder = new TextEncoder();
  const sets = new WeakMap<PreparedStandIn, number>();
  let nextSet = 0;
  thread.on('message', (m: FromServer) => {
    if (m === 'listening') return;
    if (m.kind === 'answered') {
      onAnswer?.({ url: m.url, status: m.status, bytes: m.bytes });
      return;
    }
    const answer = standIn?.(m.url, { accept: m.accept }) ?? null;
    if (!answer) {
      const none: Reply = { kind: 'reply', id: m.id, status: null, contentType: null, body: null };
      thread.postMessage(none);
      return;
    }
    const body = encoder.encode(answer.body);
    onAnswer?.({ url: m.url, status: answer.status, bytes: body.length });
    const reply: Reply = { kind: 'reply', id: m.id, status: answer.status, contentType: answer.contentType, body };
    thread.postMessage(reply, [body.buffer]);
  });
  await new Promise<void>((resolve, reject) => {
    const listening = (m: unknown) => {
      if (m !== 'listening') return;
      thread.off('message', listening);
      resolve();
    };
    thread.on('message', listening);
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the open-data host's thread exited (${code})`)));
  });
  const host: OpenDataHost = {
    answerWith(nextStandIn, listener) {
      standIn = nextStandIn;
      onAnswer = listener;
      const prepared = 'prepared' in nextStandIn ? (nextStandIn as PreparedStandIn) : null;
      if (!prepared) {
        const use: Prepared = { kind: 'use', set: null };
        thread.postMessage(use);
        return;
      }
      const known = sets.get(prepared);
      if (known !== undefined) {
        const use: Prepared = { kind: 'use', set: known };
        thread.postMessage(use);
        return;
      }
      const set = nextSet++;
      sets.set(prepared, set);
      const answers: Extract<Prepared, { kind: 'prepared' }>['answers'] = [];
      for (const [key, a] of prepared.prepared)
        if (a) answers.push([key, a.status, a.contentType, encoder.encode(a.body)]);
      const message: Prepared = { kind: 'prepared', set, answers };
      thread.postMessage(
        message,
        answers.map((a) => a[3].buffer as ArrayBuffer),
      );
    },
    delayAnswers(rule) {
      const message: Prepared = { kind: 'delay', rule };
      thread.postMessage(message);
    },
    close: async () => {
      if (running === host) running = null;
      // Ending the thread closes its server and every connection with it.
      await thread.terminate();
    },
  };
  running = host;
  return host;
}
