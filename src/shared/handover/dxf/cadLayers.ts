/**
 * The DXF's layer names, in the US National CAD Standard's form (discipline - major group - minor
 * group, four letters each), so a CAD designer can freeze, colour and plot them as in their own
 * drawings:
 * - G-SITE-BNDY the permit area (the focus), G-ANNO-TEXT labels, G-ANNO-DIMS dimensions,
 *   G-ANNO-KEYN the spot numbers (keynotes) beside the objects;
 * - A-EVNT-MARK the organizer's drawn shapes, A-EVNT-xxxx one layer per object type (GRIL, TENT…);
 *   A-EVNT-EGRS the egress check's longest walk and exit tags ('E1 6 ft'), where the plan has the check;
 * - V-xxxx-xxxx one layer per infrastructure layer shown: existing conditions from the city's data
 *   (V: survey and mapping), e.g. V-SITE-TREE street trees, V-WATR-HYDT hydrants.
 */
import { LAYER_CATALOGUE } from '../../layers/catalogue';
import type { InfrastructureLayerId } from '../../layers/ids';
import { isObjectTypeId, objectType, type ObjectTypeId } from '../../objects/catalogue';
import { nearestAci } from './aci';

export interface CadLayer {
  name: string;
  /** AutoCAD Color Index. */
  colour: number;
  /** What is on it, for the README and the layer's description. */
  description: string;
}

export const ANNOTATION_LAYERS = {
  boundary: { name: 'G-SITE-BNDY', colour: 30, description: 'Permit area (focused area) boundary' },
  shapes: { name: 'A-EVNT-MARK', colour: 5, description: 'Shapes drawn on the plan (points, lines, areas)' },
  dimensions: { name: 'G-ANNO-DIMS', colour: 8, description: 'Dimensions: object sizes, area edge lengths' },
  labels: { name: 'G-ANNO-TEXT', colour: 7, description: 'Labels: the area, renamed objects, shapes' },
  spots: { name: 'G-ANNO-KEYN', colour: 1, description: 'Spot numbers, as on the packet and the CSV' },
} as const satisfies Record<string, CadLayer>;

/** The egress check's marks: written only when the plan has the check. */
export const EGRESS_LAYER: CadLayer = {
  name: 'A-EVNT-EGRS',
  colour: 6,
  description: 'Egress: the longest walk to an exit, and each exit and opening by number and clear width',
};

const INFRASTRUCTURE_CODES: Record<InfrastructureLayerId, string> = {
  trees: 'V-SITE-TREE',
  hydrants: 'V-WATR-HYDT',
  busStops: 'V-ROAD-BUSS',
  benches: 'V-SITE-BNCH',
  bikeLanes: 'V-ROAD-BIKE',
  bikeParking: 'V-SITE-BIKE',
  citibikeStations: 'V-SITE-CTBK',
  subwayEntrances: 'V-RAIL-SUBW',
  fireLanes: 'V-ROAD-FIRE',
  specialDisasterRoutes: 'V-ROAD-EMER',
  pedestrianRamps: 'V-ROAD-RAMP',
  parkingMeters: 'V-ROAD-METR',
  linknycKiosks: 'V-SITE-KIOS',
  publicRestrooms: 'V-SITE-REST',
  drinkingFountains: 'V-WATR-FNTN',
  sprayShowers: 'V-WATR-SPRY',
  parksTrails: 'V-SITE-TRAL',
  parkingLots: 'V-SITE-PRKG',
  iceLadders: 'V-SITE-LADR',
  parksSigns: 'V-SITE-SIGN',
  streetParkingSigns: 'V-ROAD-SIGN',
  stationEnvelopes: 'V-RAIL-ENVL',
  dcwpParkingGarages: 'V-BLDG-GRGE',
  accessiblePedSignals: 'V-ROAD-APSG',
  curbCuts: 'V-ROAD-CURB',
};

const OBJECT_CODES: Record<ObjectTypeId, string> = {
  grill: 'GRIL',
  'trash-bag': 'TRSH',
  'trash-can': 'TCAN',
  'recycling-bin': 'RCYC',
  chair: 'CHAR',
  'plastic-table': 'PTBL',
  speaker: 'SPKR',
  balloons: 'BALN',
  generator: 'GENR',
  tent: 'TENT',
  stage: 'STAG',
  barricade: 'BARR',
  'portable-toilet': 'TOIL',
  cooler: 'COOL',
  table: 'TABL',
  'first-aid': 'FAID',
  bench: 'BNCH',
  bleachers: 'BLCH',
  exit: 'EXIT',
  fence: 'FENC',
};

export function infrastructureCadLayer(id: InfrastructureLayerId): CadLayer {
  const def = LAYER_CATALOGUE[id];
  return { name: INFRASTRUCTURE_CODES[id], colour: nearestAci(def.color), description: def.name };
}

/** The four-letter code of an object type; a type the catalogue does not know gets one from its id. */
function objectCode(typeId: string, taken: ReadonlySet<string>): string {
  if (isObjectTypeId(typeId)) return OBJECT_CODES[typeId];
  const base = (typeId.toUpperCase().replace(/[^A-Z0-9]/g, '') + 'XXXX').slice(0, 4);
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base.slice(0, 4 - String(n).length)}${n}`;
  return code;
}

/** One layer per object type present, named A-EVNT-xxxx, coloured as the type is drawn. */
export function objectCadLayers(types: readonly { id: string; colour: string; name: string }[]): Map<string, CadLayer> {
  const out = new Map<string, CadLayer>();
  const taken = new Set<string>(Object.values(OBJECT_CODES));
  for (const t of types) {
    if (out.has(t.id)) continue;
    const code = objectCode(t.id, taken);
    taken.add(code);
    out.set(t.id, {
      name: `A-EVNT-${code}`,
      colour: nearestAci(t.colour),
      description: objectType(t.id)?.name ?? t.name,
    });
  }
  return out;
}
