/**
 * A GeoJSON or KML file's shapes, or a clear answer why there are none. The words name the file and
 * what was wrong, and say that nothing was changed: an import that fails leaves the plan as it was.
 */
import type { BBox } from '../geometry/bbox';
import type { Shape } from '../objects/placed';
import { field, isRecord } from '../plan/read';
import { readCrs } from './crs';
import { readKmlText } from './kml';
import { featuresOf, MAX_KEPT_CHARS, shapesOfFeatures, type Progress, type ShapesRead } from './shapes';

export interface ShapeImport {
  fileName: string;
  shapes: Shape[];
  /** What the user should know: features skipped, network links not fetched, outlines that cross themselves. */
  notices: string[];
  /** The shapes' extent [west, south, east, north]. */
  bbox: BBox;
}

export type ShapeFileResult = { ok: true; read: ShapeImport } | { ok: false; message: string; reason: string };

const UNCHANGED = 'Nothing was changed.';
const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * More shapes than this is a city layer, not a site: each is drawn and edited on the page, so the
 * file is refused with the advice to clip it to the site (nothing is added, nothing lost).
 */
export const MAX_IMPORTED_SHAPES = 5000;
/** And this many positions: about 10 MB of plan file, half the 20 MB a plan file may be (its autosave and links too). */
export const MAX_IMPORTED_POSITIONS = 250_000;

export const noGeometryMessage = (fileName: string): string => `No points, lines or areas found in ${fileName}`;

/** The stem of the file's name: the prefix of the ids made for features that have none. */
const stem = (fileName: string): string => fileName.replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9_-]+/g, '-') || 'shape';

function outcome(fileName: string, read: ShapesRead, extra: readonly string[]): ShapeFileResult {
  if (read.shapes.length === 0 || !read.bbox) {
    if (read.outOfRange > 0)
      return {
        ok: false,
        message: `Coordinates out of range in ${fileName}`,
        reason:
          `${plural(read.outOfRange, 'feature')} ${read.outOfRange === 1 ? 'has' : 'have'} coordinates outside ` +
          'longitude −180…180 and latitude −90…90: the file may be in a projected coordinate system it does not ' +
          `name. ${UNCHANGED}`,
      };
    return {
      ok: false,
      message: noGeometryMessage(fileName),
      reason: `The file has no Point, LineString or Polygon features (nor their Multi… forms). ${UNCHANGED}`,
    };
  }
  if (read.shapes.length > MAX_IMPORTED_SHAPES || read.positions > MAX_IMPORTED_POSITIONS)
    return {
      ok: false,
      message: `Too many shapes in ${fileName}`,
      reason:
        `It holds ${plural(read.shapes.length, 'point, line or area', 'points, lines and areas')} with ` +
        `${plural(read.positions, 'position')}; a site plan takes up to ${MAX_IMPORTED_SHAPES.toLocaleString('en-US')} ` +
        `shapes and ${MAX_IMPORTED_POSITIONS.toLocaleString('en-US')} positions. Clip the file to the site (in QGIS or geojson.io) and import ` +
        `it again. ${UNCHANGED}`,
    };
  const notices = [...extra];
  if (read.outOfRange > 0)
    notices.push(`${fileName}: ${plural(read.outOfRange, 'feature')} skipped, coordinates out of range.`);
  if (read.trimmed > 0)
    notices.push(
      `${fileName}: the other properties of ${plural(read.trimmed, 'feature')} were over ${MAX_KEPT_CHARS / 1000} kB ` +
        'and are not kept (the shapes and their names are).',
    );
  if (read.skipped > 0)
    notices.push(`${fileName}: ${plural(read.skipped, 'feature')} skipped, no point, line or area.`);
  for (const name of read.crossing)
    notices.push(`Shape '${name}' crosses itself: kept as drawn in ${fileName}; check its outline.`);
  return { ok: true, read: { fileName, shapes: read.shapes, notices, bbox: read.bbox } };
}

/** Parsed GeoJSON (a FeatureCollection, a Feature or a geometry) as shapes. */
export function shapesFromGeoJson(data: unknown, fileName: string, progress?: Progress): ShapeFileResult {
  const features = featuresOf(data);
  if (!features)
    return outcome(
      fileName,
      { shapes: [], outOfRange: 0, skipped: 0, crossing: [], bbox: null, trimmed: 0, positions: 0 },
      [],
    );
  const crs = readCrs(isRecord(data) ? field(data, 'crs') : undefined);
  if (!crs.ok)
    return {
      ok: false,
      message: `Unknown coordinate system in ${fileName}`,
      reason:
        `The file names ${crs.name}; the app reads longitude and latitude (WGS 84: EPSG:4326, CRS84) and New York ` +
        `Long Island State Plane feet (EPSG:2263). ${UNCHANGED}`,
    };
  return outcome(fileName, shapesOfFeatures(features, crs.toLngLat, stem(fileName), progress), []);
}

/** A KML document's text as shapes; its network links are named and not fetched. */
export function shapesFromKml(text: string, fileName: string, progress?: Progress): ShapeFileResult {
  const kml = readKmlText(text);
  if (!kml.ok) return { ok: false, message: `Could not read ${fileName}`, reason: `${kml.reason}. ${UNCHANGED}` };
  const links = kml.networkLinks;
  const said =
    links.length > 0
      ? [
          `${fileName}: ${plural(links.length, 'network link')} not fetched (the app loads nothing from addresses in a ` +
            `file): ${links.slice(0, 3).join(', ')}${links.length > 3 ? ' …' : ''}.`,
        ]
      : [];
  const read = shapesOfFeatures(
    kml.features,
    (x, y) => (Math.abs(x) <= 180 && Math.abs(y) <= 90 ? [x, y] : null),
    stem(fileName),
    progress,
  );
  if (read.shapes.length === 0 && links.length > 0)
    return {
      ok: false,
      message: noGeometryMessage(fileName),
      reason: `${said[0]!} ${UNCHANGED}`,
    };
  return outcome(fileName, read, said);
}
