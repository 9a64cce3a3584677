/** Where the real data lives. Each id can be overridden by a flag when NYC Open Data re-publishes. */

export const DEFAULT_BASE_URL = 'https://data.cityofnewyork.us';
export const DEFAULT_OUT_DIR = 'public/data/permit-areas';

/** NYC Parks "Parks Permit Areas" (polygons with name, propertyname, subpropertyname, system). */
export const PARKS_DATASET_ID = 'c5vm-g2dk';

/**
 * NYC DOT "NYC DOT Pedestrian Plazas" (MultiPolygons; fields plazaname, onstreet, fromstreet,
 * tostreet, partner, boroname, objectid). Confirmed from the data.gov catalogue entry for the dataset
 * and public code that queries /resource/k5k6-6jex.geojson. Override with --plazas-id.
 */
export const PLAZAS_DATASET_ID = 'k5k6-6jex';

/** DoITT/DCP "Centerline" (CSCL): street segments, geometry `the_geom` (MultiLineString). */
export const CENTERLINE_DATASET_ID = 'inkn-q76z';

/** The SODA column with the full street name, e.g. "W 42 ST". Override with --centerline-name-field. */
export const CENTERLINE_NAME_FIELD = 'full_street_name';

/**
 * Other columns that carry the street name in CSCL exports, tried in order when the configured one is
 * empty: the label form, the 10-character shapefile name, the bare name.
 */
export { CENTERLINE_NAME_FALLBACKS } from '../../src/shared/intersections/deriveNodes';

/** Where the app serves its own infrastructure layers (Citi Bike stations, bus stops). */
export const DEFAULT_STATIC_OUT_DIR = 'public/data/static';

/** Citi Bike's public GBFS station list (no key needed). Override with --citibike-url. */
export const CITIBIKE_GBFS_URL = 'https://gbfs.citibikenyc.com/gbfs/en/station_information.json';
