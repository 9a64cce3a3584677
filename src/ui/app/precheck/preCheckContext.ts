/**
 * Where the plan is, for the pre-check: the setting the geography implies (park rules bind only in
 * parks), the focused area (measured for capacity), and a generated street zone's centre line and
 * width (checked for the emergency lane). Sent to the nudge worker on each focus.
 */
import type { GeographyType } from '../../../shared/geography/modes';
import type { AreaGeometry } from '../../../shared/geography/geometry';
import type { Setting } from '../../../shared/nudges/rules';
import { AUDIENCE_LABEL } from '../../../shared/precheck/capacity';
import type { PreCheckContext } from '../../../shared/precheck/preCheck';
import { ZONE_PREVIEW, type ZoneCreatorState } from '../../../shared/zoneCreator/state';
import type { FocusTarget } from '../../../shared/geography/areaIndex';
import type { Shape } from '../../../shared/objects/placed';

const SETTINGS: Record<GeographyType, Setting> = { parks: 'park', plazas: 'plaza', intersections: 'street' };

export function preCheckContext(
  geography: GeographyType,
  focus: FocusTarget | null,
  zone: ZoneCreatorState,
): PreCheckContext {
  if (!focus) return { setting: null, area: null, corridor: null };
  const isZone = focus.area.id === ZONE_PREVIEW.id;
  const path = zone.selectedNodes.map((n): [number, number] => [n.coordinates[0], n.coordinates[1]]);
  const corridor =
    isZone && path.length >= 2
      ? { path, widthFt: zone.widthFeet, fullClosure: !zone.curbLaneOnly && !zone.sidewalkOnly }
      : null;
  // The street event's intersections: the zone's nodes, or the one intersection focused.
  const point = focus.geometry.type === 'Point' ? focus.geometry.coordinates : null;
  const intersections = isZone
    ? path.map(([lng, lat]) => ({ lng, lat }))
    : point && geography === 'intersections'
      ? [{ lng: point[0], lat: point[1] }]
      : [];
  // The area's own name and its park's: the Great Lawn's window binds by name.
  const { name, title, property, subProperty } = focus.area;
  const areaName = [...new Set([name, title, property, subProperty].filter((t) => t && t.trim()))].join(', ');
  return {
    setting: SETTINGS[geography],
    area: focus.geometry,
    corridor,
    intersections,
    areaName,
    ...(egressCheckOff() ? { egressCheck: false } : {}),
  };
}

/**
 * `?egress=off` leaves the occupant load and egress check out: a diagnostic switch, as `?draw=vector`
 * is, so `npm run bench` can measure the same plan with and without it in one run.
 */
function egressCheckOff(): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).get('egress') === 'off';
}

/** The first drawn polygon labelled as the audience area: capacity is measured over it instead. */
export function audienceArea(shapes: readonly Shape[]): AreaGeometry | null {
  const shape = shapes.find((s) => s.geometry.type === 'Polygon' && AUDIENCE_LABEL.test(s.properties.label));
  return shape && shape.geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: shape.geometry.coordinates }
    : null;
}
