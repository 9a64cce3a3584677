/**
 * Import and restore: a file (or the autosaved text) becomes the working plan through one path. The
 * sequence itself is planApply's; this module binds it to the app's controllers and signals.
 */
import { ZONE_LAYER_ID } from '../../../shared/layers/ids';
import type { ParsedPlan } from '../../../shared/plan/schema';
import { areasLayerVisible, areasState } from '../../store/areas';
import { dimensionUnits } from '../../store/draw';
import { detailSheets, eventInfo, includeDimensions, pageSetup, revisions } from '../../store/eventInfo';
import { chooseGeography, geographyChosen, geographyType } from '../../store/geography';
import { basemap, mapPort, mapView } from '../../store/map';
import { importError, planApplying, planCreatedAt, planNotices } from '../../store/planFile';
import { reviewComments } from '../../store/review';
import { switchBasemap } from '../map/basemapController';
import { geographyEngine, planEngine } from '../engines/engines';
import { clearFocus, focusOnTarget } from '../focus/focusController';
import { applyLayerVisibility } from '../layers/layerController';
import { applyParsedPlan, type ApplyDeps } from './planApply';
import { replacePlan } from './planController';
import { latestOnly } from '../../../shared/async/latest';
import { sleep } from '../../../shared/async/sleep';
import { waitFor } from '../../../shared/async/waitFor';
import { mapCannotStart } from '../reliability/mapAvailability';
import type { ImportProgress } from '../../../shared/shapeFiles/importFile';
import type { HeldImportRead } from '../../../shared/shapeFiles/heldShapes';
import { importProgress } from '../../store/shapeImport';
import { addImportedShapes, takeImportedShapes } from './shapeImport';
import { importPacketFile, isPdfFile } from '../review/reviewController';
import { errorMessage } from '../../../shared/errors/errorMessage';

/** How long a focus waits for the geography's areas before going ahead without them. */
const AREAS_WAIT_MS = 15_000;
/**
 * How long a saved plan's area look-up waits for the areas to load: longer than the city's permit areas
 * take to fail over to the samples (4 attempts of 10 s and their back-off).
 */
const AREAS_LOAD_WAIT_MS = 60_000;

/** The app's side of applying a plan; `signal` aborts once a newer plan is being applied. */
function liveDeps(signal: AbortSignal): ApplyDeps {
  return {
    setBasemap: (key) => switchBasemap({ key, year: basemap.peek().year }),
    setGeography: (type) => {
      if (type !== geographyType.peek() || !geographyChosen.peek()) chooseGeography(type);
    },
    findArea: async (type, id, system) => {
      // The city's permit areas can take a while on a slow connection: the spec's look-ups (25 × 200 ms)
      // start once the geography's areas are in, so a saved plan in any park reopens on that park.
      await waitFor(() => areasState.peek().status !== 'loading', AREAS_LOAD_WAIT_MS, 50, 'areas still loading').catch(
        () => undefined,
      );
      return geographyEngine().findArea(type, id, system);
    },
    focus: async (target) => {
      // Focus once the geography's areas are on the map, as a user would after choosing the geography.
      await waitFor(() => areasState.peek().status !== 'loading', AREAS_WAIT_MS, 50, 'areas still loading').catch(
        () => undefined,
      );
      if (!signal.aborted) await focusOnTarget(target);
    },
    clearFocus,
    setLayers: (layers) => {
      // Unknown ids were dropped by the parser; the zone layer has its own toggle.
      applyLayerVisibility((id) => layers[id]?.visible === true);
      const zone = layers[ZONE_LAYER_ID];
      if (zone) areasLayerVisible.value = zone.visible;
    },
    replacePlan,
    setEventInfo: (info) => (eventInfo.value = { ...info }),
    setExportOptions: (options) => {
      includeDimensions.value = options.includeDimensions;
      detailSheets.value = options.detailSheets;
      dimensionUnits.value = options.dimensionUnits;
      pageSetup.value = { paper: options.paper, orientation: options.orientation, scale: options.scale };
    },
    setRevisions: (rows) => (revisions.value = rows),
    setReviewComments: (comments) => (reviewComments.value = comments),
    jumpTo: (view) => {
      // Without a map the plan's view is still the plan's: kept, so Save Plan writes it back.
      if (mapCannotStart()) mapView.value = { ...view, center: { ...view.center } };
      else mapPort.peek()?.camera.jumpTo(view);
    },
    wait: (ms) => sleep(ms),
    isCurrent: () => !signal.aborted,
  };
}

const apply = latestOnly(
  async (
    signal,
    parsed: ParsedPlan,
    warnings: readonly string[],
    source: 'import' | 'restore' | 'shared',
  ): Promise<void> => {
    planApplying.value = source;
    planNotices.value = [];
    try {
      const outcome = await applyParsedPlan(parsed, warnings, liveDeps(signal));
      if (outcome.status === 'superseded') return;
      planCreatedAt.value = parsed.createdAt ?? new Date().toISOString();
      planNotices.value = outcome.notices;
    } finally {
      if (!signal.aborted) planApplying.value = null;
    }
  },
);

/** Makes a parsed plan the working plan; a later call supersedes an earlier one still under way. */
export async function applyPlan(
  parsed: ParsedPlan,
  warnings: readonly string[],
  source: 'import' | 'restore' | 'shared',
): Promise<void> {
  await apply(parsed, warnings, source);
}

/** Import's progress as the banner shows it: reading, then the share of features turned into shapes. */
function progressOf(fileName: string, p: ImportProgress): void {
  importProgress.value = { fileName, fraction: p.stage === 'shapes' && p.total > 0 ? p.done / p.total : null };
}

/**
 * The header's Import (and a file dropped on the map): a plan file replaces the working plan, a
 * GeoJSON or KML/KMZ file adds its shapes to it, a returned packet (PDF) its reviewers' comments. A bad file shows its error and reason (the spec's
 * for a plan file) and changes nothing else. The plan worker reads, parses and checks the file; the
 * page only applies the result. A newer import cancels one still being read.
 */
export const importPlanFile = latestOnly(async (signal, file: File): Promise<void> => {
  // A returned packet brings its reviewers' comments into this plan; it is no plan to open.
  if (isPdfFile(file)) return importPacketFile(file);
  let read: HeldImportRead;
  importProgress.value = { fileName: file.name, fraction: null };
  try {
    read = await planEngine().job('readImport', [file], {
      signal,
      onProgress: (p: ImportProgress) => progressOf(file.name, p),
    });
  } catch (error) {
    if (signal.aborted) return;
    // The plan worker stopped while reading: the file is fine as far as anyone knows, and nothing changed.
    const reason = errorMessage(error);
    importError.value = { message: 'The plan could not be imported.', reason: `${reason}. Try the import again.` };
    return;
  } finally {
    if (!signal.aborted) importProgress.value = null;
  }
  if (signal.aborted) return;
  if (!read.result.ok) {
    importError.value = { message: read.result.message, reason: read.result.reason };
    return;
  }
  importError.value = null;
  if (read.kind === 'shapes') {
    const shapes = await takeImportedShapes(read.result.read, read.held, signal).catch((error: unknown) => {
      const reason = errorMessage(error);
      importError.value = { message: 'The plan could not be imported.', reason: `${reason}. Try the import again.` };
      return null;
    });
    if (shapes) addImportedShapes(shapes);
  } else await applyPlan(read.result.plan, read.result.warnings, 'import');
});
