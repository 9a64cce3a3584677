/** A feature's popup: the spec's fields, read in the layers worker where the features live. */
import { LAYER_CATALOGUE } from '../../shared/layers/catalogue';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import { popupRows, type PopupRow } from '../../shared/layers/popup';
import { loadedByKey, type LayersState } from './state';

export interface LayerPopup {
  layerId: InfrastructureLayerId;
  title: string;
  rows: PopupRow[];
}

/** The popup of one feature of a held load; null for a load no longer held or an unknown feature. */
export function describeFeature(state: LayersState, tilesKey: string, featureId: number): LayerPopup | null {
  const entry = loadedByKey(state, tilesKey);
  const feature = entry?.features[featureId];
  if (!entry || !feature) return null;
  const layerId = entry.outcome.layerId;
  const def = LAYER_CATALOGUE[layerId];
  return { layerId, title: def.name, rows: popupRows(def, feature.properties) };
}
