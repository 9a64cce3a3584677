/**
 * Save Plan (JSON) and Export GeoJSON: the working plan, serialised in the plan worker, written to a
 * local file. With the plan worker stopped (the page says so), the page serialises the plan itself:
 * saving the plan is the one thing that must work whatever else has failed.
 */
import { ifEngineStopped } from '../../../shared/async/engine';
import { GEOJSON_MIME, geoJsonFileName, planToGeoJson } from '../../../shared/plan/geojson';
import { planFileName } from '../../../shared/plan/schema';
import { planToJson } from '../../../shared/plan/serialize';
import { downloadText } from '../files/download';
import { focused } from '../../store/focus';
import { planEngine } from '../engines/engines';
import { currentPlanInput, currentSavedPlan, noteCreatedAt, planSerializeOptions } from './planDocument';

export async function savePlanToFile(now: Date = new Date()): Promise<void> {
  const { text, createdAt } = await planEngine()
    .planJson(currentPlanInput(), planSerializeOptions(now))
    .catch(ifEngineStopped(null))
    .then((fromWorker) => fromWorker ?? onPage(now));
  noteCreatedAt(createdAt);
  downloadText(planFileName(now), 'application/json', text);
}

export async function exportPlanGeoJson(now: Date = new Date()): Promise<void> {
  const text = await planEngine()
    .planGeoJson(currentPlanInput(), planSerializeOptions(now))
    .catch(ifEngineStopped(null))
    .then((fromWorker) => fromWorker ?? JSON.stringify(planToGeoJson(currentSavedPlan(now)), null, 2));
  downloadText(geoJsonFileName(now, focused.peek()?.area.title), GEOJSON_MIME, text);
}

/** The plan file's text made on the page, as the plan worker makes it. */
function onPage(now: Date): { text: string; createdAt: string } {
  const saved = currentSavedPlan(now);
  return { text: planToJson(saved), createdAt: saved.createdAt };
}
