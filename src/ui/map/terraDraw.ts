/**
 * The terra-draw instance the app draws with: its modes and the id strategy that lets it hold the
 * plan's own ids. Apart from the MapLibre adapter so tests can build the very same instance over a
 * stand-in adapter.
 */
import {
  TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
} from 'terra-draw';
import { PLAN_ID_STRATEGY } from './drawIds';

export type TerraDrawAdapter = ConstructorParameters<typeof TerraDraw>[0]['adapter'];

/** Vertices drag, midpoints add a vertex, the whole shape drags; selection is ours (through the API only). */
const EDITABLE = { feature: { draggable: true, coordinates: { draggable: true, midpoints: true } } };

export function createTerraDraw(adapter: TerraDrawAdapter): TerraDraw {
  return new TerraDraw({
    adapter,
    idStrategy: PLAN_ID_STRATEGY,
    modes: [
      new TerraDrawPointMode(),
      new TerraDrawLineStringMode(),
      new TerraDrawPolygonMode(),
      new TerraDrawSelectMode({
        flags: { point: EDITABLE, linestring: EDITABLE, polygon: EDITABLE },
        allowManualSelection: false,
        allowManualDeselection: false,
        keyEvents: null,
      }),
    ],
  });
}
