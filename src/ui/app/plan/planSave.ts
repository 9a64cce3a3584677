/** Save Plan (JSON) and Export GeoJSON: the working plan, serialised in the plan worker, written to a local file. */
import { GEOJSON_MIME, geoJsonFileName } from '../../../shared/plan/geojson';
import { planFileName } from '../../../shared/plan/schema';
import { downloadText } from '../files/download';
import { focused } from '../../store/focus';
import { planEngine } from '../engines/engines';
import { currentPlanInput, noteCreatedAt, planSerializeOptions } from './planDocument';

export async function savePlanToFile(now: Date = new Date()): Promise<void> {
  const { text, createdAt } = await planEngine().planJson(currentPlanInput(), planSerializeOptions(now));
  noteCreatedAt(createdAt);
  downloadText(planFileName(now), 'application/json', text);
}

export async function exportPlanGeoJson(now: Date = new Date()): Promise<void> {
  const text = await planEngine().planGeoJson(currentPlanInput(), planSerializeOptions(now));
  downloadText(geoJsonFileName(now, focused.peek()?.area.title), GEOJSON_MIME, text);
}
