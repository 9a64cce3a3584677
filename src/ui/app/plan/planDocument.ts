/**
 * The working plan as the saved-plan document: the one place that reads the app's state for Save,
 * Export GeoJSON and autosave, so all three always write the same thing.
 */
import { version as APP_VERSION } from '../../../../package.json';
import { PRODUCT_NAME } from '../../../shared/app/constants';
import { INFRASTRUCTURE_LAYER_IDS, ZONE_LAYER_ID } from '../../../shared/layers/ids';
import {
  EVENT_INFO_KEYS,
  type FocusedArea,
  type LayerVisibility,
  type PlanDocumentInput,
  type SavedPlan,
} from '../../../shared/plan/schema';
import { serializePlan, type SerializeOptions } from '../../../shared/plan/serialize';
import { areasLayerVisible } from '../../store/areas';
import { dimensionUnits } from '../../store/draw';
import { detailSheets, eventInfo, includeDimensions, pageSetup, revisions } from '../../store/eventInfo';
import { focused } from '../../store/focus';
import { geographyType } from '../../store/geography';
import { visibleLayersKey } from '../../store/layers';
import { basemap, mapPort, mapView } from '../../store/map';
import { plan } from '../../store/plan';
import { planCreatedAt } from '../../store/planFile';
import { reviewComments } from '../../store/review';

function focusedArea(): FocusedArea | null {
  const target = focused.value;
  if (!target) return null;
  const { area } = target;
  return { id: String(area.id), system: area.system, name: area.name, geometry: target.geometry };
}

/** Which layers are on, heard through its key: a layer's loading, count or drawing is no change to the plan. */
function layerVisibility(): LayerVisibility {
  const on = new Set(visibleLayersKey.value.split(','));
  const out: LayerVisibility = {};
  for (const id of INFRASTRUCTURE_LAYER_IDS) out[id] = { visible: on.has(id) };
  out[ZONE_LAYER_ID] = { visible: areasLayerVisible.value };
  return out;
}

/**
 * Reads every signal with `.value`, so an effect calling it hears each change. The view comes from
 * the map itself when it is there: the signal trails the map by a frame.
 */
export function currentPlanInput(): PlanDocumentInput {
  const view = mapView.value;
  const exact = mapPort.peek()?.camera.getView() ?? view;
  const createdAt = planCreatedAt.value;
  return {
    geography: geographyType.value,
    focusedArea: focusedArea(),
    basemap: basemap.value.key,
    view: exact,
    layers: layerVisibility(),
    plan: plan.value,
    eventInfo: eventInfo.value,
    exportOptions: {
      includeDimensions: includeDimensions.value,
      dimensionUnits: dimensionUnits.value,
      ...pageSetup.value,
      detailSheets: detailSheets.value,
    },
    revisions: revisions.value,
    reviewComments: reviewComments.value,
    ...(createdAt ? { createdAt } : {}),
  };
}

/** Anything worth keeping: a focus, something placed or drawn, or event information. */
export function hasPlanContent(input: PlanDocumentInput): boolean {
  return (
    input.focusedArea !== null ||
    input.plan.objects.length > 0 ||
    input.plan.shapes.length > 0 ||
    EVENT_INFO_KEYS.some((k) => input.eventInfo[k].trim() !== '') ||
    (input.revisions?.length ?? 0) > 0 ||
    (input.reviewComments?.length ?? 0) > 0
  );
}

/** Who wrote the document, and when: what the plan worker needs beside the input to serialise it. */
export function planSerializeOptions(now: Date = new Date()): SerializeOptions {
  return { appName: PRODUCT_NAME, appVersion: APP_VERSION, now };
}

/** The first write of a working plan fixes its createdAt. */
export function noteCreatedAt(createdAt: string): void {
  if (!planCreatedAt.peek()) planCreatedAt.value = createdAt;
}

/** The document to write, built on the page (small plans, tests); the first write fixes its createdAt. */
export function currentSavedPlan(now: Date = new Date()): SavedPlan {
  const saved = serializePlan(currentPlanInput(), { appName: PRODUCT_NAME, appVersion: APP_VERSION, now });
  if (!planCreatedAt.peek()) planCreatedAt.value = saved.createdAt;
  return saved;
}
