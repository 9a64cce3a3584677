/**
 * The memory a page and its workers hold, read from outside the page with the browser's DevTools
 * protocol: each thread's JavaScript heap in use (V8's used size, with the array buffers it holds), by
 * the script it runs (the page, the layers worker, MapLibre's worker, …), and the resident memory of
 * the page's renderer process and of the GPU process (pixels, bitmaps and textures live there, outside
 * any heap), from /proc. Taken after a garbage collection in each thread, so it is what is kept.
 */
import { readFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { withDeadline } from '../../../src/shared/async/deadline';
import { isRecord } from '../lib/probe';

export interface ThreadMemory {
  /** 'page', or the worker's script name without its hash ('layers.worker', 'maplibre-gl-worker', …). */
  thread: string;
  heapMiB: number;
  /** Array buffers and other backing stores outside the heap proper. */
  buffersMiB: number;
}

export interface MemoryFigures {
  threads: ThreadMemory[];
  /** Resident memory of the page's renderer process and of the GPU process (NaN where /proc cannot say). */
  rendererRssMiB: number;
  gpuRssMiB: number;
}

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

const MiB = 2 ** 20;

/** 'http://127.0.0.1:4401/assets/layers.worker-CFTBj7WT.js' → 'layers.worker'. */
function threadName(t: TargetInfo, pageUrl: string): string {
  if (t.type === 'page') return 'page';
  const file = t.url.split('/').pop() ?? t.url;
  return file.replace(/-[\w-]{6,}\.m?js$/, '').replace(/\.m?js$/, '') || (t.url === pageUrl ? 'page' : t.type);
}

/** One protocol call inside an attached target (the non-flattened sessions the browser session can reach). */
function callerFor(cdp: CDPSession) {
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (e: { message: string }) => {
    const m: unknown = JSON.parse(e.message);
    if (isRecord(m) && typeof m.id === 'number') waiting.get(m.id)?.(m.result ?? m.error);
  });
  return async (sessionId: string, method: string): Promise<unknown> => {
    const id = ++next;
    const answer = new Promise<unknown>((resolve) => waiting.set(id, resolve));
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    return withDeadline(() => answer, 10_000, { late: () => null }).finally(() => waiting.delete(id));
  };
}

function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The page's and its workers' heaps, and the renderer and GPU processes' resident memory. */
export async function measureMemory(browser: Browser, page: Page): Promise<MemoryFigures> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const call = callerFor(cdp);
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
    const pageUrl = page.url();
    const mine = targetInfos.filter(
      (t) =>
        (t.type === 'page' && t.url === pageUrl) || (t.type === 'worker' && t.url.startsWith(new URL(pageUrl).origin)),
    );
    const threads: ThreadMemory[] = [];
    for (const t of mine) {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: t.targetId, flatten: false });
      await call(sessionId, 'HeapProfiler.collectGarbage');
      const usage = await call(sessionId, 'Runtime.getHeapUsage');
      await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      if (!isRecord(usage) || typeof usage.usedSize !== 'number') continue;
      threads.push({
        thread: threadName(t, pageUrl),
        heapMiB: usage.usedSize / MiB,
        buffersMiB: typeof usage.backingStorageSize === 'number' ? usage.backingStorageSize / MiB : 0,
      });
    }
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; id: number }> };
    // The largest of each type: the page's renderer (a spare renderer holds little), the one GPU process.
    const rss = (type: string) => {
      const all = info.processInfo.filter((p) => p.type === type).map((p) => rssMiB(p.id));
      return all.length ? Math.max(...all) : NaN;
    };
    return {
      threads: threads.sort((a, b) => a.thread.localeCompare(b.thread)),
      rendererRssMiB: rss('renderer'),
      gpuRssMiB: rss('GPU'),
    };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
