/**
 * The export worker's API: lays out the page (src/shared/export) and writes the PDF, PNG or JPG.
 * It runs the same on the main thread (the benchmark compares the two), so it uses nothing that
 * only a worker has; the browser-only pieces are injectable so Node tests run the whole PDF path.
 */
import * as Comlink from 'comlink';
import { withDeadline } from '../../shared/async/deadline';
import { jobHost, type Job, type JobHost } from '../../shared/async/jobs';
import { sleep } from '../../shared/async/sleep';
import {
  documentProperties,
  ExportCancelled,
  exportGeometry,
  layoutDocument,
  validateExport,
} from '../../shared/export/compose';
import { EXPORT_MIME, exportFileName } from '../../shared/export/fileName';
import { installExportFonts, loadExportFonts, stringsIn, type FontFileReader } from '../../shared/export/fonts';
import type { SizeMm } from '../../shared/export/pageLayout';
import type { ComposedDocument, Primitive } from '../../shared/export/primitives';
import type { FrameLayer } from '../../shared/export/vector/frameLayers';
import type { IconDrawing } from '../../shared/export/vector/svgIcon';
import type { ExportFeedApi } from '../layers/exportFeed';
import { renderPdf, type JsPdfModule } from '../../shared/export/renderPdf';
import {
  EXPORT_ERRORS,
  type ExportBitmap,
  type ExportFile,
  type ExportImages,
  type ExportImagesInput,
  type ExportPage,
  type ExportPixels,
  isExportPixels,
  type ExportStage,
} from '../../shared/export/request';
import { composeHandover } from '../../shared/handover/compose';
import { handoverFrame } from '../../shared/handover/frame';
import { infrastructureLayer } from '../../shared/handover/infrastructure';
import type { HandoverRequest } from '../../shared/handover/request';
import type { GeoFrame } from '../../shared/export/request';
import { bitmapFromPixelsOffscreen, encodeJpegOffscreen, renderImageOffscreen } from './canvas';
import { fetchFontFile } from './fontFiles';

/** JPEG quality of the images inside the PDF: keeps a typical plan well under 2 MB. */
export const PDF_IMAGE_QUALITY = 0.85;
/** The layers worker answers from memory; a feed silent this long is a failure, not a wait. */
export const FEED_TIMEOUT_MS = 30_000;
const FEED_TIMEOUT_MESSAGE = 'the map features did not arrive in time';

export interface ExportDeps {
  /** Makes the capture's pixels a bitmap (here, off the page: it takes tens of milliseconds). */
  bitmapFromPixels(pixels: ExportPixels): Promise<ExportBitmap>;
  encodeJpeg(bitmap: ExportBitmap, quality: number): Promise<Uint8Array>;
  /** Draws the map page on a canvas of `size` mm at 150 dpi, with the document's symbols. */
  renderImage(
    page: readonly Primitive[],
    images: ExportImages,
    format: 'png' | 'jpg',
    size: SizeMm,
    symbols: Record<string, IconDrawing>,
  ): Promise<Blob | ArrayBuffer>;
  /** Handed on to the PDF writer as it is (a function, not a method). */
  loadJsPdf: () => Promise<JsPdfModule>;
  /** The export fonts' bytes (fonts.ts keeps each face once loaded). */
  readFontFile: FontFileReader;
  /** Lets a queued cancel message (the job's) in between stages. */
  yieldToEvents(): Promise<void>;
  /** Deflate the PDF's streams (tests may turn it off). */
  compressPdf: boolean;
}

export const DEFAULT_EXPORT_DEPS: ExportDeps = {
  bitmapFromPixels: bitmapFromPixelsOffscreen,
  encodeJpeg: encodeJpegOffscreen,
  renderImage: renderImageOffscreen,
  loadJsPdf: () => import('jspdf'),
  readFontFile: fetchFontFile,
  yieldToEvents: () => sleep(0),
  compressPdf: true,
};

/** A composed file (a cancelled job fails with JobCancelled instead, see src/shared/async/jobs.ts). */
export interface ComposeResult {
  status: 'done';
  file: ExportFile;
}

/** Closes the bitmaps among the images (pixels hold nothing to close); closing one twice does nothing. */
function closeImages(images: ExportImages | ExportImagesInput): void {
  for (const image of [images.map, images.locator]) if (image && !isExportPixels(image)) image.close();
}

/** The images as bitmaps: the capture's pixels are made bitmaps here, bitmaps are taken as they are. */
async function bitmapsOf(deps: ExportDeps, input: ExportImagesInput): Promise<ExportImages> {
  const bitmap = (image: ExportBitmap | ExportPixels) =>
    isExportPixels(image) ? deps.bitmapFromPixels(image) : Promise.resolve(image);
  const map = await bitmap(input.map);
  try {
    return { map, locator: input.locator ? await bitmap(input.locator) : null };
  } catch (error) {
    map.close();
    throw error;
  }
}

async function rasterBytes(
  deps: ExportDeps,
  doc: ComposedDocument,
  images: ExportImages,
  format: 'png' | 'jpg',
  size: SizeMm,
): Promise<ArrayBuffer> {
  const failure = format === 'png' ? EXPORT_ERRORS.png : 'Failed to create JPG';
  let bytes: ArrayBuffer;
  try {
    const out = await deps.renderImage(doc.pages[0]!, images, format, size, doc.symbols);
    bytes = out instanceof ArrayBuffer ? out : await out.arrayBuffer();
  } catch (cause) {
    throw new Error(failure, { cause });
  }
  if (bytes.byteLength === 0) throw new Error(failure);
  return bytes;
}

export function createExportApi(overrides: Partial<ExportDeps> = {}, jobs: JobHost = jobHost()) {
  const deps: ExportDeps = { ...DEFAULT_EXPORT_DEPS, ...overrides };
  let feed: Comlink.Remote<ExportFeedApi> | null = null;

  /** The visible layers' features in the frame, from the layers worker; a feed silent too long fails the export. */
  async function frameLayers(ids: readonly string[], frame: GeoFrame, signal?: AbortSignal): Promise<FrameLayer[]> {
    const layers = feed;
    if (!layers || ids.length === 0) return [];
    return withDeadline(() => layers.frameLayers(ids, frame), FEED_TIMEOUT_MS, {
      ...(signal ? { signal } : {}),
      late: () => {
        throw new Error(FEED_TIMEOUT_MESSAGE);
      },
    });
  }

  /** Between stages: a cancel that has arrived meanwhile ends the job here. */
  async function checkpoint(job: Job<ExportStage>): Promise<void> {
    await deps.yieldToEvents();
    if (job.signal.aborted) throw new ExportCancelled();
  }

  return {
    /**
     * Composes a page into a file, as a job: its progress is the stage it is at, and a cancel (the
     * page's Cancel or time limit) stops it at the next stage or PDF page. The bitmaps are closed
     * whatever happens; the file's bytes are transferred back. Throws the spec's messages for a bad
     * geometry or an empty capture.
     */
    compose: jobs.job(
      async (job: Job<ExportStage>, page: ExportPage, input: ExportImagesInput): Promise<ComposeResult> => {
        let images: ExportImages | null = null;
        try {
          validateExport(page, input);
          images = await bitmapsOf(deps, input);
          job.progress('Composing page');
          // Layout measures text with the fonts; the CJK one is loaded only when the page has such text.
          installExportFonts(await loadExportFonts(deps.readFontFile, stringsIn(page)));
          await checkpoint(job);
          const layers = await frameLayers(
            page.legendLayers.map((l) => l.id),
            page.frame,
          );
          await checkpoint(job);
          const layout = layoutDocument(page, images.locator !== null, layers);
          let bytes: ArrayBuffer;
          if (page.format === 'pdf') {
            const map = await deps.encodeJpeg(images.map, PDF_IMAGE_QUALITY);
            const locator = images.locator ? await deps.encodeJpeg(images.locator, PDF_IMAGE_QUALITY) : null;
            // Encoded: the bitmaps' memory can go now rather than after the PDF is written.
            closeImages(images);
            await checkpoint(job);
            job.progress('Writing file');
            bytes = await renderPdf(layout, { map, locator }, documentProperties(page), {
              compress: deps.compressPdf,
              loadJsPdf: deps.loadJsPdf,
              checkpoint: () => checkpoint(job),
            });
          } else {
            await checkpoint(job);
            job.progress('Writing file');
            bytes = await rasterBytes(deps, layout, images, page.format, exportGeometry(page).page);
          }
          await checkpoint(job);
          const file: ExportFile = {
            bytes,
            mime: EXPORT_MIME[page.format],
            fileName: exportFileName(page.areaTitle, page.localDateTime, page.format),
          };
          return Comlink.transfer({ status: 'done' as const, file }, [bytes]);
        } finally {
          closeImages(images ?? input);
        }
      },
    ),

    /**
     * A handover file (DXF, KML or CSV): the DXF and KML with the shown layers' features around the
     * area, from the layers worker's feed; composed here, so the page never walks a feature. A job:
     * the export's Cancel ends it (the wait for the feed too), and nothing is composed after.
     */
    handover: jobs.job(async (job: Job, request: HandoverRequest): Promise<ExportFile> => {
      const layers =
        request.format === 'csv'
          ? []
          : await frameLayers(request.layerIds, handoverFrame(request.areaGeometry), job.signal);
      job.signal.throwIfAborted();
      const composed = composeHandover(request, layers.map(infrastructureLayer));
      const bytes = new TextEncoder().encode(composed.text).buffer;
      return Comlink.transfer({ bytes, mime: composed.mime, fileName: composed.fileName }, [bytes]);
    }),

    /** Joins the layers worker's feed (a port the page handed over): map features come from there. */
    attachLayerFeed(port: MessagePort): void {
      feed = Comlink.wrap<ExportFeedApi>(port);
    },
  };
}

export type ExportApi = ReturnType<typeof createExportApi>;
