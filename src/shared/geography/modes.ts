/** The three geographies (area modes) of the spec, as data. */
export type GeographyType = 'parks' | 'plazas' | 'intersections';

export const GEOGRAPHY_TYPES: readonly GeographyType[] = ['parks', 'plazas', 'intersections'];
export const DEFAULT_GEOGRAPHY: GeographyType = 'parks';

export interface GeographyMode {
  type: GeographyType;
  displayName: string;
  description: string;
  /** Guidance naming the office to apply to. */
  info: string;
  referenceUrl?: string;
  comingSoon?: boolean;
  /** Static file the app serves; fetched with `_ts` and no-cache. */
  dataPath: string;
  /** The kind of geometry the mode's areas have, which picks layers and error texts. */
  geometryKind: 'polygon' | 'point';
  /** Property keys matched by zone search. */
  searchKeys: readonly string[];
  searchTitle: string;
  searchPlaceholder: string;
}

export const GEOGRAPHY_MODES: Record<GeographyType, GeographyMode> = {
  parks: {
    type: 'parks',
    displayName: 'Parks',
    description: 'Permit areas in parks, playgrounds and other spaces managed by NYC Parks.',
    info: 'Apply to NYC Parks (the Department of Parks & Recreation) for a special event permit.',
    referenceUrl: 'https://www.nycgovparks.org/permits/special-events',
    dataPath: '/data/permit-areas/parks.geojson',
    geometryKind: 'polygon',
    searchKeys: ['name', 'propertyname', 'subpropertyname', 'FSN_1', 'FSN_2', 'FSN_3', 'FSN_4'],
    searchTitle: 'Search Zones',
    searchPlaceholder: 'Search zones...',
  },
  plazas: {
    type: 'plazas',
    displayName: 'Plazas',
    description: 'Public plaza areas run by the NYC Department of Transportation (DOT).',
    info: 'Apply to the Street Activity Permit Office (SAPO) for an event on a plaza.',
    referenceUrl: 'https://www.nyc.gov/site/cecm/permitting/permit-types.page',
    dataPath: '/data/permit-areas/plazas.geojson',
    geometryKind: 'polygon',
    searchKeys: ['name', 'FSN_1', 'FSN_2', 'FSN_3', 'FSN_4'],
    searchTitle: 'Search Zones',
    searchPlaceholder: 'Search zones...',
  },
  intersections: {
    type: 'intersections',
    displayName: 'Intersections',
    description: 'The block-by-block street network, for events on a span of public street between blocks.',
    info: 'Apply to the Street Activity Permit Office (SAPO) for a street event.',
    referenceUrl: 'https://www.nyc.gov/site/cecm/permitting/permit-types.page',
    dataPath: '/data/permit-areas/intersections.geojson',
    geometryKind: 'point',
    searchKeys: ['name', 'FSN_1', 'FSN_2'],
    searchTitle: 'Search Intersections',
    searchPlaceholder: 'Search intersections...',
  },
};

export function isGeographyType(value: unknown): value is GeographyType {
  return typeof value === 'string' && (GEOGRAPHY_TYPES as readonly string[]).includes(value);
}

/** Error text after the last load attempt, by the spec's catalogue. */
export function loadFailureText(type: GeographyType): string {
  return GEOGRAPHY_MODES[type].geometryKind === 'point' ? 'Failed to load point areas' : 'Failed to load polygon areas';
}
