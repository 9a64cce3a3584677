/**
 * Validates and normalises a permit-area FeatureCollection into records the worker indexes and
 * the map draws. Runs in the geography worker; never on the main thread.
 */
import { area as turfArea } from '@turf/area';
import {
  chooserDetail,
  displayName,
  permitAreaSubtitle,
  permitAreaTitle,
  propertyText,
  searchLabel,
  subPropertyText,
  type Props,
} from './areaNames';
import { positionsOf, readAreaGeometry, type AreaGeometry } from './geometry';
import { bboxOf, emptyBBox, unionBBox, type BBox } from '../geometry/bbox';
import { GEOGRAPHY_MODES, type GeographyType } from './modes';

export class AreaDataError extends Error {
  override name = 'AreaDataError';
}

export interface AreaRecord {
  idx: number;
  id: string | number;
  system: string;
  name: string;
  title: string;
  subtitle: string;
  label: string;
  property: string;
  subProperty: string;
  detail: string;
  /** Square kilometres; undefined for point areas. */
  calculatedArea: number | undefined;
  bbox: BBox;
  geometry: AreaGeometry;
  /** Lower-cased values of the mode's search keys, in key order. */
  searchValues: string[];
  props: Props;
}

export interface ParsedAreas {
  records: AreaRecord[];
  skipped: number;
  bbox: BBox;
}

function featureId(feature: Record<string, unknown>, props: Props, idx: number): string | number {
  for (const candidate of [feature.id, props.id, props.OBJECTID, props.fid]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return candidate;
  }
  return idx;
}

function searchValue(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ').toLowerCase();
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).toLowerCase()
    : '';
}

export function parseAreaCollection(data: unknown, mode: GeographyType): ParsedAreas {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'FeatureCollection') {
    throw new AreaDataError('The area file is not a GeoJSON FeatureCollection');
  }
  const features = (data as { features?: unknown }).features;
  if (!Array.isArray(features)) throw new AreaDataError('The area file has no features list');
  const config = GEOGRAPHY_MODES[mode];
  const records: AreaRecord[] = [];
  let skipped = 0;
  let total = emptyBBox();
  for (const raw of features) {
    const feature = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
    const geometry = feature ? readAreaGeometry(feature.geometry) : null;
    const wantsPoint = config.geometryKind === 'point';
    if (!feature || !geometry || (geometry.type === 'Point') !== wantsPoint) {
      skipped++;
      continue;
    }
    const props: Props =
      feature.properties && typeof feature.properties === 'object' ? (feature.properties as Props) : {};
    const idx = records.length;
    const given = Number(props.calculatedArea);
    const calculatedArea =
      geometry.type === 'Point'
        ? undefined
        : Number.isFinite(given) && props.calculatedArea !== null && props.calculatedArea !== ''
          ? given
          : turfArea(geometry) / 1e6;
    const bbox = bboxOf(positionsOf(geometry));
    total = unionBBox(total, bbox);
    const id = featureId(feature, props, idx);
    records.push({
      idx,
      id,
      system: typeof props.system === 'string' && props.system ? props.system : String(id),
      name: displayName(props, mode),
      title: permitAreaTitle(props),
      subtitle: permitAreaSubtitle(props),
      label: searchLabel(props),
      property: propertyText(props),
      subProperty: subPropertyText(props),
      detail: chooserDetail(props, calculatedArea),
      calculatedArea,
      bbox,
      geometry,
      searchValues: config.searchKeys.map((k) => searchValue(props[k])),
      props,
    });
  }
  if (records.length === 0) {
    throw new AreaDataError(
      features.length === 0
        ? 'The area file contains no areas'
        : `None of the ${features.length} features in the area file has a usable ${config.geometryKind} geometry`,
    );
  }
  return { records, skipped, bbox: total };
}
