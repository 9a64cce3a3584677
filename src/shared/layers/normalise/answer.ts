/** Reading an open-data answer: GeoJSON features or SODA rows, anything else is malformed. */
import { LayerDataError, type Properties } from '../features';

export interface RawFeature {
  geometry: unknown;
  properties: Properties;
}

export interface RawAnswer {
  /** GeoJSON features (geometry may be null), or rows turned into features with a null geometry. */
  features: RawFeature[];
  /** ArcGIS and some exports flag a truncated page. */
  exceeded: boolean;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readAnswer(value: unknown): RawAnswer {
  if (Array.isArray(value)) {
    return {
      features: value.map((row) => ({ geometry: null, properties: isObject(row) ? row : {} })),
      exceeded: false,
    };
  }
  if (isObject(value)) {
    // Socrata reports query errors as a JSON object with error and message, sometimes with status 200.
    if (value.error === true || (typeof value.message === 'string' && !Array.isArray(value.features))) {
      throw new LayerDataError(`The open-data service answered with an error: ${String(value.message ?? value.error)}`);
    }
    if (isObject(value.error)) {
      const message = value.error.message;
      const said = typeof message === 'string' || typeof message === 'number' ? message : 'unknown';
      throw new LayerDataError(`The open-data service answered with an error: ${said}`);
    }
    if (Array.isArray(value.features)) {
      const features = value.features.map((f) =>
        isObject(f)
          ? { geometry: f.geometry ?? null, properties: isObject(f.properties) ? f.properties : {} }
          : { geometry: null, properties: {} },
      );
      const props = isObject(value.properties) ? value.properties : {};
      return { features, exceeded: value.exceededTransferLimit === true || props.exceededTransferLimit === true };
    }
  }
  throw new LayerDataError('The open-data answer is neither GeoJSON features nor rows');
}

export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LayerDataError('The open-data answer is not valid JSON');
  }
}
