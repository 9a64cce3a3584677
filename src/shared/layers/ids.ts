/**
 * Layer ids: the spec's 23 infrastructure ids, accessible pedestrian signals (named as the older
 * app's configuration names them, so its saved plans match), curb cuts, and the zone layer.
 */
export const INFRASTRUCTURE_LAYER_IDS = [
  'trees',
  'hydrants',
  'busStops',
  'benches',
  'bikeLanes',
  'bikeParking',
  'citibikeStations',
  'subwayEntrances',
  'fireLanes',
  'specialDisasterRoutes',
  'pedestrianRamps',
  'parkingMeters',
  'linknycKiosks',
  'publicRestrooms',
  'drinkingFountains',
  'sprayShowers',
  'parksTrails',
  'parkingLots',
  'iceLadders',
  'parksSigns',
  'streetParkingSigns',
  'stationEnvelopes',
  'dcwpParkingGarages',
  'accessiblePedSignals',
  'curbCuts',
] as const;

export type InfrastructureLayerId = (typeof INFRASTRUCTURE_LAYER_IDS)[number];

/** The zone layer: always toggleable, handled apart from the infrastructure layers. */
export const ZONE_LAYER_ID = 'permitAreas';

const known = new Set<string>(INFRASTRUCTURE_LAYER_IDS);

export function isInfrastructureLayerId(value: string): value is InfrastructureLayerId {
  return known.has(value);
}

/** The spec's text for a layer name it does not know. */
export function unknownLayerMessage(name: string): string {
  return `Unknown layer: ${name}`;
}
