/**
 * The layer groups as the spec counts them (Public Infrastructure 15, Lanes 4, Safety Features 3,
 * NYC Parks 3). Membership is ours: street furniture and transit under Public Infrastructure,
 * linear features under Lanes, what first responders and people with disabilities rely on under Safety.
 */
import type { InfrastructureLayerId } from './ids';

export interface LayerGroup {
  id: 'publicInfrastructure' | 'lanes' | 'safety' | 'parks';
  name: string;
  /** Expanded when the app opens. */
  startsExpanded: boolean;
  layers: readonly InfrastructureLayerId[];
}

export const LAYER_GROUPS: readonly LayerGroup[] = [
  {
    id: 'publicInfrastructure',
    name: 'Public Infrastructure',
    startsExpanded: true,
    layers: [
      'trees',
      'busStops',
      'benches',
      'bikeParking',
      'citibikeStations',
      'subwayEntrances',
      'parkingMeters',
      'linknycKiosks',
      'publicRestrooms',
      'drinkingFountains',
      'sprayShowers',
      'streetParkingSigns',
      'parkingLots',
      'stationEnvelopes',
      'dcwpParkingGarages',
    ],
  },
  {
    id: 'lanes',
    name: 'Lanes',
    startsExpanded: false,
    layers: ['bikeLanes', 'fireLanes', 'specialDisasterRoutes', 'curbCuts'],
  },
  {
    id: 'safety',
    name: 'Safety Features',
    startsExpanded: false,
    layers: ['hydrants', 'pedestrianRamps', 'accessiblePedSignals'],
  },
  { id: 'parks', name: 'NYC Parks', startsExpanded: true, layers: ['parksTrails', 'iceLadders', 'parksSigns'] },
];
