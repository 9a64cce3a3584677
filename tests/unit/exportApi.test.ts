import { describe, expect, it, vi } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import { MAP_FRAME_MM, mmToPx, PAGE_MM } from '../../src/shared/export/pageLayout';
import { CANVAS_FONT_FAMILY, drawPage, PX_PER_MM, type Canvas2D } from '../../src/shared/export/renderCanvas';
import { EXPORT_ERRORS, type ExportImages, type ExportPixels, type ExportStage } from '../../src/shared/export/request';
import { capturedPixels } from '../support/capturedPixels';
import { jobHost, type JobHost, type JobMessage } from '../../src/shared/async/jobs';
import { isJobCancelled } from '../support/jobCancelled';
import { createExportApi, type ExportDeps } from '../../src/workers/export/api';
import type { AreaGeometry } from '../../src/shared/geography/geometry';
import { readNodeFontFile } from './helpers/exportFonts';
import { fakeBitmap, pdfShownStrings, pdfText, samplePage, TINY_JPEG, type FakeBitmap } from './helpers/exportFixtures';

const images = (): ExportImages & { map: FakeBitmap; locator: FakeBitmap } => ({
  map: fakeBitmap(),
  locator: fakeBitmap(380, 236),
});
const deps = (extra: Partial<ExportDeps> = {}): Partial<ExportDeps> => ({
  encodeJpeg: async () => TINY_JPEG.slice(),
  readFontFile: readNodeFontFile,
  ...extra,
});

describe('export API: checks', () => {
  const bad: unknown[] = [
    { type: 'Point', coordinates: [-73.99, 40.73] },
    { type: 'Polygon', coordinates: [] },
    {
      type: 'Polygon',
      coordinates: [
        [
          [NaN, 40.73],
          [-73.99, 40.74],
          [-73.98, 40.74],
          [NaN, 40.73],
        ],
      ],
    },
    { type: 'MultiPolygon', coordinates: [[]] },
    {
      type: 'LineString',
      coordinates: [
        [-73.99, 40.73],
        [-73.98, 40.74],
      ],
    },
    null,
  ];
  it.each(bad)('rejects a focused geometry that is not a polygon with finite bounds (%j)', async (geometry) => {
    const api = createExportApi(deps());
    const imgs = images();
    await expect(api.compose({ job: 1 }, samplePage({ areaGeometry: geometry as AreaGeometry }), imgs)).rejects.toThrow(
      EXPORT_ERRORS.invalidGeometry,
    );
    expect(imgs.map.closed).toBe(true);
    expect(imgs.locator.closed).toBe(true);
  });

  it('rejects an empty map or locator capture', async () => {
    const api = createExportApi(deps());
    await expect(api.compose({ job: 1 }, samplePage(), { map: fakeBitmap(0, 1169), locator: null })).rejects.toThrow(
      EXPORT_ERRORS.emptyCapture,
    );
    await expect(api.compose({ job: 2 }, samplePage(), { map: fakeBitmap(1280, 0), locator: null })).rejects.toThrow(
      EXPORT_ERRORS.emptyCapture,
    );
    await expect(
      api.compose({ job: 3 }, samplePage(), { map: fakeBitmap(), locator: fakeBitmap(0, 0) }),
    ).rejects.toThrow(EXPORT_ERRORS.emptyCapture);
    expect(EXPORT_ERRORS.emptyCapture).toBe('Failed to capture basemap image');
  });
});

describe('export API: PDF end to end in Node', () => {
  it('writes a 3-page A4 landscape PDF with the map page and both summary pages, closing the bitmaps', async () => {
    const posted: JobMessage[] = [];
    const imgs = images();
    const api = createExportApi(
      deps(),
      jobHost((m) => posted.push(m)),
    );
    const result = await api.compose({ job: 7 }, samplePage(), imgs);
    expect(result.status).toBe('done');
    // The stages are the job's progress, as the page hears it.
    expect(posted).toEqual([
      { stagerJob: 7, progress: 'Composing page' satisfies ExportStage },
      { stagerJob: 7, progress: 'Writing file' satisfies ExportStage },
    ]);
    expect(imgs.map.closed && imgs.locator.closed).toBe(true);
    expect(result.file.mime).toBe('application/pdf');
    expect(result.file.fileName).toBe('siteplan-washington-square-park-2026-06-01.pdf');
    expect(result.file.bytes.byteLength).toBeLessThan(2 * 1024 * 1024);

    const raw = Buffer.from(result.file.bytes).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    // Compressed by default: the page text is not readable until inflated.
    expect(raw).not.toContain('Layers and Equipment Summary');
    const body = pdfText(result.file.bytes);
    expect(body.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(3);
    const boxes = [...body.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(boxes.length).toBeGreaterThanOrEqual(1);
    for (const [w, h] of boxes) {
      expect(w).toBeCloseTo(841.89, 2);
      expect(h).toBeCloseTo(595.28, 2);
    }
    const shown = pdfShownStrings(result.file.bytes);
    expect(shown).toEqual(
      expect.arrayContaining([
        'Washington Square Park',
        'Layers and Equipment Summary',
        'Parking & Transit Summary',
        'Street Trees',
        'Legend',
        '3 × 3 m',
        'P1',
      ]),
    );
    // Both captured images are embedded as JPEG, once each.
    expect(body.match(/\/Subtype \/Image/g)).toHaveLength(2);
    expect(body.match(/\/DCTDecode/g)).toHaveLength(2);
    expect(body).toContain('/Title (Site plan: Washington Square Park)');
    expect(body).toContain('/Creator (NYC Public Space Event Stager)');
  });

  it('loads jsPDF only for a PDF, and can leave the streams uncompressed', async () => {
    const loadJsPdf = vi.fn(() => import('jspdf'));
    const api = createExportApi(
      deps({ loadJsPdf, compressPdf: false, renderImage: async () => new Blob([new Uint8Array([1, 2, 3])]) }),
    );
    await api.compose({ job: 1 }, samplePage({ format: 'png' }), images());
    expect(loadJsPdf).not.toHaveBeenCalled();
    const result = await api.compose({ job: 2 }, samplePage({ locatorFrame: null }), {
      map: fakeBitmap(),
      locator: null,
    });
    expect(loadJsPdf).toHaveBeenCalledTimes(1);
    const raw = Buffer.from(result.file.bytes).toString('latin1');
    expect(raw).not.toContain('/FlateDecode');
    expect(raw).toMatch(/\/F\d+ [\d.]+ Tf/);
    expect(pdfShownStrings(result.file.bytes)).toContain('Parking & Transit Summary');
    expect(raw.match(/\/Subtype \/Image/g)).toHaveLength(1);
  });
});

describe('export API: PNG and JPG', () => {
  it('returns the rendered page-1 image with its mime type and name', async () => {
    const renderImage = vi.fn(async () => new Blob([new Uint8Array([137, 80, 78, 71])]));
    const api = createExportApi(deps({ renderImage }));
    const imgs = images();
    const result = await api.compose({ job: 1 }, samplePage({ format: 'png' }), imgs);
    expect(result.file).toMatchObject({
      mime: 'image/png',
      fileName: 'siteplan-washington-square-park-2026-06-01.png',
    });
    expect([...new Uint8Array(result.file.bytes)]).toEqual([137, 80, 78, 71]);
    const [primitives, passed, format] = renderImage.mock.calls[0] as unknown as Parameters<ExportDeps['renderImage']>;
    expect(format).toBe('png');
    expect(passed.map).toBe(imgs.map);
    expect(passed.locator).toBe(imgs.locator);
    expect(primitives).toEqual(layoutDocument(samplePage({ format: 'png' }), true).pages[0]);
    expect(imgs.map.closed).toBe(true);
    const jpg = await api.compose({ job: 2 }, samplePage({ format: 'jpg' }), images());
    expect(jpg.file.mime).toBe('image/jpeg');
  });

  it("makes the capture's pixels bitmaps in the worker, draws those and closes them", async () => {
    const renderImage = vi.fn(async () => new Blob([new Uint8Array([137, 80, 78, 71])]));
    const made: FakeBitmap[] = [];
    const bitmapFromPixels = vi.fn(async (pixels: ExportPixels) => {
      const bitmap = fakeBitmap(pixels.width, pixels.height);
      made.push(bitmap);
      return bitmap;
    });
    const api = createExportApi(deps({ renderImage, bitmapFromPixels }));
    const pixels = { map: capturedPixels(1280, 900), locator: capturedPixels(380, 236) };
    await api.compose({ job: 1 }, samplePage({ format: 'png' }), pixels);
    expect(bitmapFromPixels.mock.calls.map(([p]) => p)).toEqual([pixels.map, pixels.locator]);
    const [, passed] = renderImage.mock.calls[0] as unknown as Parameters<ExportDeps['renderImage']>;
    expect(passed).toEqual({ map: made[0], locator: made[1] });
    expect(made.map((b) => b.closed)).toEqual([true, true]);
  });

  it('rejects empty pixels before making any bitmap', async () => {
    const bitmapFromPixels = vi.fn(async (pixels: ExportPixels) => fakeBitmap(pixels.width, pixels.height));
    const api = createExportApi(deps({ bitmapFromPixels }));
    await expect(api.compose({ job: 1 }, samplePage(), { map: capturedPixels(0, 900), locator: null })).rejects.toThrow(
      EXPORT_ERRORS.emptyCapture,
    );
    expect(bitmapFromPixels).not.toHaveBeenCalled();
  });

  it("fails with 'Failed to create PNG' when the canvas cannot make one", async () => {
    const throwing = createExportApi(
      deps({
        renderImage: async () => {
          throw new Error('canvas lost');
        },
      }),
    );
    await expect(throwing.compose({ job: 1 }, samplePage({ format: 'png' }), images())).rejects.toThrow(
      EXPORT_ERRORS.png,
    );
    const empty = createExportApi(deps({ renderImage: async () => new Blob([]) }));
    await expect(empty.compose({ job: 1 }, samplePage({ format: 'png' }), images())).rejects.toThrow(EXPORT_ERRORS.png);
  });
});

describe('export API: cancellation (a job, src/shared/async/jobs.ts)', () => {
  /** What the page's Cancel sends: a cancel message for the job. */
  const pageCancels = (jobs: JobHost, job: number) => jobs.hear({ stagerJob: job, cancel: 'Cancel export' });

  it('ends cancelled when the page cancels right after it starts, and closes the bitmaps', async () => {
    const jobs = jobHost();
    const api = createExportApi(deps(), jobs);
    const imgs = images();
    const pending = api.compose({ job: 1 }, samplePage(), imgs);
    pageCancels(jobs, 1);
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(isJobCancelled(error)).toBe(true);
    expect(imgs.map.closed).toBe(true);
  });

  it('stops between stages: a cancel while the images are encoded means no PDF is written', async () => {
    const loadJsPdf = vi.fn(() => import('jspdf'));
    const jobs = jobHost();
    const api = createExportApi(
      deps({
        loadJsPdf,
        encodeJpeg: async () => {
          pageCancels(jobs, 5);
          return TINY_JPEG.slice();
        },
      }),
      jobs,
    );
    await expect(api.compose({ job: 5 }, samplePage(), images())).rejects.toThrow('Cancel export');
    expect(loadJsPdf).not.toHaveBeenCalled();
  });

  it('stops between PDF pages', async () => {
    let calls = 0;
    const loadJsPdf = vi.fn(() => import('jspdf'));
    const jobs = jobHost();
    // Checkpoints: after 'Composing page', after encoding, then before each of the 3 pages.
    const api = createExportApi(
      deps({
        loadJsPdf,
        yieldToEvents: async () => {
          if (++calls === 4) pageCancels(jobs, 9);
        },
      }),
      jobs,
    );
    await expect(api.compose({ job: 9 }, samplePage(), images())).rejects.toThrow('Cancel export');
    expect(loadJsPdf).toHaveBeenCalled();
    expect(calls).toBe(4);
  });

  it('only cancels the job named; a cancel for a job already ended is nothing', async () => {
    const jobs = jobHost();
    const api = createExportApi(deps(), jobs);
    pageCancels(jobs, 41);
    const result = await api.compose({ job: 42 }, samplePage(), images());
    expect(result.status).toBe('done');
    expect(jobs.running()).toEqual([]);
  });
});

describe('canvas renderer', () => {
  it('draws the page at 150 dpi: white page, images in their boxes, text in the export fonts at its anchor', () => {
    const calls: { op: string; args: unknown[]; font?: string; align?: string; fill?: unknown }[] = [];
    const ctx = new Proxy(
      {
        fillStyle: '',
        strokeStyle: '',
        lineWidth: 1,
        lineJoin: 'miter',
        font: '',
        textAlign: 'start',
        textBaseline: 'alphabetic',
      } as Canvas2D<string>,
      {
        get(target, key: string) {
          if (key in target) return (target as unknown as Record<string, unknown>)[key];
          return (...args: unknown[]) =>
            calls.push({ op: key, args, font: target.font, align: target.textAlign, fill: target.fillStyle });
        },
      },
    );
    const page = layoutDocument(samplePage({ format: 'png' }), true).pages[0]!;
    drawPage(ctx, page, { map: 'MAP', locator: 'LOCATOR' });
    expect(mmToPx(PAGE_MM.width)).toBe(1754);
    expect(mmToPx(PAGE_MM.height)).toBe(1240);
    expect(calls[0]).toMatchObject({
      op: 'fillRect',
      args: [0, 0, PAGE_MM.width * PX_PER_MM, PAGE_MM.height * PX_PER_MM],
      fill: '#ffffff',
    });
    const map = calls.find((c) => c.op === 'drawImage' && c.args[0] === 'MAP')!;
    expect(map.args.slice(1)).toEqual([
      MAP_FRAME_MM.x * PX_PER_MM,
      MAP_FRAME_MM.y * PX_PER_MM,
      MAP_FRAME_MM.width * PX_PER_MM,
      MAP_FRAME_MM.height * PX_PER_MM,
    ]);
    expect(calls.some((c) => c.op === 'drawImage' && c.args[0] === 'LOCATOR')).toBe(true);
    const title = calls.find((c) => c.op === 'fillText' && c.args[0] === 'Washington Square Park')!;
    expect(title.font).toBe(`bold ${(9 * (25.4 / 72) * PX_PER_MM).toFixed(2)}px ${CANVAS_FONT_FAMILY}`);
    const zero = page.find((p) => p.kind === 'text' && p.text === '0')!;
    const zeroCall = calls.find((c) => c.op === 'fillText' && c.args[0] === '0')!;
    expect(zeroCall.align).toBe('center');
    if (zero.kind === 'text') expect(zeroCall.args.slice(1, 3)).toEqual([zero.x * PX_PER_MM, zero.y * PX_PER_MM]);
    expect(calls.filter((c) => c.op === 'fillText')).toHaveLength(page.filter((p) => p.kind === 'text').length);
  });
});
