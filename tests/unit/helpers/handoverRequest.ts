/** A handover request for the 500-object plan, and infrastructure packed as the layers worker's feed sends it. */
import { packFrameLayer, worldBoxOf } from '../../../src/shared/export/vector/frameLayers';
import { handoverFrame } from '../../../src/shared/handover/frame';
import { infrastructureLayer } from '../../../src/shared/handover/infrastructure';
import type { HandoverFormat, HandoverRequest, InfrastructureLayer } from '../../../src/shared/handover/request';
import type { LayerFeature } from '../../../src/shared/layers/features';
import { buildFeatureIndex } from '../../../src/shared/layers/raster/featureIndex';
import { handoverInput, LAWN_CENTRE } from './handoverPlan';

export function handoverRequest(format: HandoverFormat, count = 500): HandoverRequest {
  const input = handoverInput(count);
  return {
    format,
    areaTitle: 'Bryant Park - Lawn',
    areaSubtitle: '',
    areaGeometry: input.focusedArea!.geometry,
    objects: [...input.plan.objects],
    shapes: [...input.plan.shapes],
    eventInfo: input.eventInfo,
    layerIds: ['trees', 'bikeLanes'],
    units: 'ft',
    localDateTime: '2025-06-01 10:30',
    appName: 'NYC Public Space Event Stager',
  };
}

/** 30 trees in a row and two bike lanes (one a MultiLineString) around the Lawn, through the real packing. */
export function handoverInfrastructure(request: HandoverRequest): InfrastructureLayer[] {
  const trees: LayerFeature[] = Array.from({ length: 30 }, (_, i) => ({
    type: 'Feature',
    id: i,
    geometry: { type: 'Point', coordinates: [LAWN_CENTRE.lng - 0.0012 + i * 0.00008, LAWN_CENTRE.lat - 0.0005] },
    properties: {},
  }));
  const lanes: LayerFeature[] = [
    {
      type: 'Feature',
      id: 0,
      geometry: {
        type: 'LineString',
        coordinates: [
          [-73.9852, 40.7531],
          [-73.9817, 40.7546],
        ],
      },
      properties: {},
    },
    {
      type: 'Feature',
      id: 1,
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [-73.9851, 40.7541],
            [-73.984, 40.7546],
          ],
          [
            [-73.9835, 40.7548],
            [-73.9826, 40.7552],
          ],
        ],
      },
      properties: {},
    },
  ];
  const box = worldBoxOf(handoverFrame(request.areaGeometry));
  return [
    infrastructureLayer(packFrameLayer('trees', buildFeatureIndex(trees), box, false)),
    infrastructureLayer(packFrameLayer('bikeLanes', buildFeatureIndex(lanes), box, false)),
  ];
}
