/** Save Plan (JSON) and Export GeoJSON: the working plan written to a local file. */
import { GEOJSON_MIME, geoJsonFileName, planToGeoJson } from '../../shared/plan/geojson';
import { planFileName } from '../../shared/plan/schema';
import { planToJson } from '../../shared/plan/serialize';
import { downloadText } from './download';
import { currentSavedPlan } from './planDocument';

export function savePlanToFile(now: Date = new Date()): void {
  downloadText(planFileName(now), 'application/json', planToJson(currentSavedPlan(now)));
}

export function exportPlanGeoJson(now: Date = new Date()): void {
  downloadText(geoJsonFileName(now), GEOJSON_MIME, JSON.stringify(planToGeoJson(currentSavedPlan(now)), null, 2));
}
