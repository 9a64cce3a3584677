/**
 * Layers whose column the city does not publish. The street centreline (inkn-q76z) has no fire-lane
 * field, and its metadata (the CSCL data dictionary published with the dataset) describes
 * SPECIALDISASTER as 'a reserved placeholder for future data'; only the original app names either
 * column. These are an expected state, not a failure: the row says so in the city's words, and
 * 'All Recommended' leaves them out. The published columns are still read on each load (schema.ts),
 * so a layer whose column appears loads by itself.
 */
import { MissingFieldError } from './schema';
import { INFRASTRUCTURE_LAYER_IDS, type InfrastructureLayerId } from './ids';

export interface UnpublishedColumn {
  dataset: string;
  field: string;
  /** What the row says: the city publishes no such data, in the metadata's words, with where they are. */
  text: string;
}

const METADATA = "NYC Open Data, the street centreline's metadata (inkn-q76z)";

export const UNPUBLISHED_COLUMNS: Readonly<Partial<Record<InfrastructureLayerId, UnpublishedColumn>>> = {
  fireLanes: {
    dataset: 'inkn-q76z',
    field: 'fire_lane',
    text: `The city publishes no fire-lane data: the street centreline has no fire-lane field (${METADATA}).`,
  },
  specialDisasterRoutes: {
    dataset: 'inkn-q76z',
    field: 'special_disaster',
    text: `The city publishes no special disaster route data: SPECIALDISASTER is 'a reserved placeholder for future data' (${METADATA}).`,
  },
};

/** 'All Recommended': every layer but those whose data the city does not publish. */
export const RECOMMENDED_LAYER_IDS: readonly InfrastructureLayerId[] = INFRASTRUCTURE_LAYER_IDS.filter(
  (id) => UNPUBLISHED_COLUMNS[id] === undefined,
);

/** A load that found the column the city does not publish still missing: said in the row, not an error. */
export class UnpublishedDataError extends Error {
  override name = 'UnpublishedDataError';
}

/** The expected absence as UnpublishedDataError; any other error (another missing field) unchanged. */
export function asUnpublished(layerId: InfrastructureLayerId, error: unknown): unknown {
  const expected = UNPUBLISHED_COLUMNS[layerId];
  if (
    expected &&
    error instanceof MissingFieldError &&
    error.dataset === expected.dataset &&
    error.fields.length === 1 &&
    error.fields[0] === expected.field
  )
    return new UnpublishedDataError(expected.text);
  return error;
}
