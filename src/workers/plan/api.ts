/**
 * The plan worker's API: plan files and autosaved text are read, parsed and checked here, and the
 * working plan is serialised here, so a large plan never stalls the page; the page only applies results.
 */
import { raceAbort } from '../../shared/async/abortRace';
import { jobHost, type Job, type JobHost } from '../../shared/async/jobs';
import {
  readImportFile,
  type ImportFileLike,
  type ImportProgress,
  type ImportRead,
} from '../../shared/shapeFiles/importFile';
import { AutosaveDrafts } from '../../shared/plan/autosaveDraft';
import { autosaveFile, type AutosaveFile } from './autosaveFile';
import { HeldShapes, type HeldImportRead, type HeldPlanInput } from '../../shared/shapeFiles/heldShapes';
import { readPlanFile, type PlanFileLike } from '../../shared/plan/fileReader';
import { planToGeoJson } from '../../shared/plan/geojson';
import { parsePlanText } from '../../shared/plan/parse';
import type { ParseResult, PlanDocumentInput } from '../../shared/plan/schema';
import { planToJson, serializePlan, type SerializeOptions } from '../../shared/plan/serialize';
import { readSharedPlan, shareLink, type SharedPlanResult, type ShareLinkResult } from '../../shared/share/shareLink';
import { platformShareCodec } from './shareCodec';
import { comparePlans, type Comparison } from '../../shared/compare/comparison';
import type { DimensionUnits } from '../../shared/geometry/measure';
import type { Plan, Shape } from '../../shared/objects/placed';
import { renamedPlanText, summaryOfText, type PlanSummary } from '../../shared/plan/planSummary';
import { readPacketReview, type PacketFileLike } from './packetReview';
import type { PacketReviewRead } from '../../shared/review/packetImport';

/** The earlier plan a comparison is made against: what 'Compare with…' read. */
export type ComparisonBase =
  | { ok: true; fileName: string; savedAt: string | null; objects: number; shapes: number }
  | { ok: false; message: string; reason: string };

export function createPlanApi(jobs: JobHost = jobHost()) {
  const drafts = new AutosaveDrafts();
  const held = new HeldShapes();
  let base: Plan | null = null;
  return {
    /**
     * Import (the button or a file dropped on the map): a plan file, or a GeoJSON or KML/KMZ file's
     * shapes. A job, so a 50 MB file reports how far it got and a newer import cancels it.
     */
    readImport: jobs.job(async (job: Job<ImportProgress>, file: ImportFileLike): Promise<HeldImportRead> => {
      const read: ImportRead = await readImportFile(file, (p) => {
        job.signal.throwIfAborted();
        job.progress(p);
      });
      // Thousands of shapes stay here, taken by the page in slices (importedShapes).
      return held.hold(read);
    }),
    /** A slice of a held import's shapes. */
    importedShapes(token: number, from: number, to: number): Shape[] {
      return held.slice(token, from, to);
    },
    /** A held import the page no longer takes. */
    releaseImport(token: number): void {
      held.release(token);
    },

    /** A returned packet (a PDF): its reviewers' markups as review comments, or why there are none. */
    readPacket(file: PacketFileLike): Promise<PacketReviewRead> {
      return readPacketReview(file);
    },
    /** The autosaved text, as an import would read it. */
    parseText(text: string): ParseResult {
      return parsePlanText(text);
    },
    /** The plans list: a stored plan's name, area and counts, for a record written before summaries were kept. */
    summarizePlan(text: string): PlanSummary | null {
      return summaryOfText(text);
    },
    /** The plans list's Rename and Duplicate: the stored text with a new event name; null if it is no plan. */
    renamePlan(
      text: string,
      name: string,
      now: string,
    ): { text: string; summary: PlanSummary; savedAt: string } | null {
      return renamedPlanText(text, name, new Date(now));
    },
    /** Autosave: the text to write (as a Blob: autosaveFile.ts), or null when storage already holds this plan. */
    prepareAutosave(input: PlanDocumentInput, options: SerializeOptions): AutosaveFile | null {
      const draft = drafts.prepare(input, options);
      return draft && autosaveFile(draft);
    },
    /**
     * Autosave with the shapes this worker holds named, not sent; 'resend' when one is no longer
     * held (then the page sends the plan whole through prepareAutosave).
     */
    prepareAutosaveHeld(input: HeldPlanInput, options: SerializeOptions): AutosaveFile | null | 'resend' {
      const whole = held.resolve(input);
      if (!whole) return 'resend';
      const draft = drafts.prepare(whole, options);
      return draft && autosaveFile(draft);
    },
    confirmAutosave(token: number): void {
      drafts.confirm(token);
    },
    forgetAutosave(): void {
      drafts.forget();
    },
    /** Save Plan: the file's text and the createdAt it fixes. */
    planJson(input: PlanDocumentInput, options: SerializeOptions): { text: string; createdAt: string } {
      const saved = serializePlan(input, options);
      return { text: planToJson(saved), createdAt: saved.createdAt };
    },
    /** Share: the link to `base` whose fragment holds the whole plan, compressed; refused when too long. */
    shareLink(input: PlanDocumentInput, options: SerializeOptions, base: string): Promise<ShareLinkResult> {
      return shareLink(serializePlan(input, options), base, platformShareCodec);
    },
    /** A shared link's data (the fragment after 'plan='), read like a plan file. */
    readSharedLink(data: string): Promise<SharedPlanResult> {
      return readSharedPlan(data, platformShareCodec);
    },
    /**
     * 'Compare with…': reads an earlier saved plan (like an import) and keeps it to compare against. A
     * job: closing the comparison or choosing another file cancels it, and a cancelled read keeps nothing.
     */
    loadComparison: jobs.job(async (job: Job, file: PlanFileLike): Promise<ComparisonBase> => {
      const read = await raceAbort(readPlanFile(file), job.signal);
      if (!read.ok) return { ok: false, message: read.message, reason: read.reason };
      base = read.plan.plan;
      return {
        ok: true,
        fileName: file.name,
        savedAt: read.plan.updatedAt,
        objects: base.objects.length,
        shapes: base.shapes.length,
      };
    }),
    /** The changes from the earlier plan to `current`; null when no earlier plan is loaded. */
    compareWith(current: Plan, units: DimensionUnits): Comparison | null {
      return base ? comparePlans(base, current, units) : null;
    },
    clearComparison(): void {
      base = null;
    },
    /** Export GeoJSON: the area, shapes, objects and footprints. */
    planGeoJson(input: PlanDocumentInput, options: SerializeOptions): string {
      return JSON.stringify(planToGeoJson(serializePlan(input, options)), null, 2);
    },
  };
}

export type PlanApi = ReturnType<typeof createPlanApi>;
