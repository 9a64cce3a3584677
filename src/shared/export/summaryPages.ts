/**
 * The PDF's summary pages after the map: 'Layers and Equipment Summary' (the layers shown with
 * their counts, the equipment by type with sizes and notes, the drawn annotations) and 'Parking &
 * Transit Summary' (the parking and transit features near the site, numbered as on the map).
 */
import { SHAPE_TYPE_NAMES, measureText, shapeListName, type DimensionUnits } from '../geometry/measure';
import { readableLength, readableMeasure } from '../geometry/readableLength';
import { MARKER_PREFIX, markerLabel } from './mapMarkers';
import { PageFlow } from './pageFlow';
import { summaryPageSize } from './pageLayout';
import { permitsPages } from './permitsPage';
import { preCheckPages } from './preCheckPage';
import { reviewPages } from './reviewPage';
import { spotRanges } from './spotNumbers';
import { equipmentSchedule, edgeNote, NO_ROOM, scheduleOf, sheetIndex, type Schedule } from './schedule';
import { pageGeometry } from './pageLayout';
import { planSheets } from './sheets/planSheets';
import type { Primitive } from './primitives';
import type { Shape } from '../objects/placed';
import type { ExportPage, NearbyLayerId } from './request';

export const LAYERS_SUMMARY_TITLE = 'Layers and Equipment Summary';
export const TRANSIT_SUMMARY_TITLE = 'Parking & Transit Summary';

/** The tables of the transit page, in order. */
export const NEARBY_SECTIONS: readonly { layerId: NearbyLayerId; heading: string }[] = [
  { layerId: 'streetParkingSigns', heading: 'Street parking signs (P#)' },
  { layerId: 'parkingMeters', heading: 'Parking meters (M#)' },
  { layerId: 'subwayEntrances', heading: 'Subway entrances' },
  { layerId: 'busStops', heading: 'Bus stops (B#)' },
  { layerId: 'dcwpParkingGarages', heading: 'Parking garages' },
];

export const NOT_SHOWN = 'Layer not shown on the plan';
export const NONE_NEAR = 'None near the site';

const GEOMETRY_NAMES = { point: 'Points', line: 'Lines', polygon: 'Areas' } as const;

/** Every summary page's subtitle: the area and the export's date. */
export function subtitleOf(page: ExportPage): string {
  const area = page.areaSubtitle.trim() ? `${page.areaTitle} – ${page.areaSubtitle}` : page.areaTitle;
  return `${area} · ${page.localDateTime}`;
}

const count = (n: number) => n.toLocaleString('en-US');

export const LABELLED = 'Labelled';
export const LABELS_HIDDEN = 'Labels hidden';
export const NO_LABEL = 'No label';
export const MEASURE_ONLY = 'No label; its measurement shown';
export const MEASURE_NO_ROOM = 'No label; its measurement not on the map (no room)';

/**
 * What the site plan prints for a drawn shape, as the sheet's labels do (sheets/mapLabels.ts): its
 * label and measurement, the measurement alone for an unlabelled line or area, nothing for an
 * unlabelled point.
 */
function shapeOnPlan(s: Shape, page: ExportPage, schedule: Schedule): string {
  if (!page.shapeLabels) return LABELS_HIDDEN;
  const left = schedule.shapesLeft.has(s.id);
  if (s.properties.label.trim() !== '') return left ? NO_ROOM : LABELLED;
  if (measureText(s.geometry, page.options.dimensionUnits) === '') return NO_LABEL;
  return left ? MEASURE_NO_ROOM : MEASURE_ONLY;
}

function layersAndEquipment(page: ExportPage, schedule: Schedule): Primitive[][] {
  const units: DimensionUnits = page.options.dimensionUnits;
  const flow = new PageFlow(LAYERS_SUMMARY_TITLE, subtitleOf(page), summaryPageSize(page.options.paper));
  sheetIndex(flow, schedule);

  flow.heading('Infrastructure layers shown');
  if (page.legendLayers.length === 0) flow.note('No infrastructure layers were shown on the plan.');
  else {
    flow.table(
      'Infrastructure layers shown',
      flow.fitColumns([
        { header: 'Layer' },
        { header: 'Geometry', width: 50 },
        { header: 'Features', width: 40, align: 'right' },
      ]),
      page.legendLayers.map((l) => [l.name, GEOMETRY_NAMES[l.kind], count(l.count)]),
    );
  }

  equipmentSchedule(flow, page, schedule);
  edgeNote(flow, page, schedule);

  if (page.shapes.length > 0) {
    flow.heading('Drawn annotations');
    flow.table(
      'Drawn annotations',
      flow.fitColumns([
        { header: 'Label' },
        { header: 'Type', width: 40 },
        { header: 'Measurement', width: 50, align: 'right' },
        { header: 'On the plan', width: 60 },
      ]),
      page.shapes.map((s) => [
        shapeListName(s.properties.label, s.geometry),
        SHAPE_TYPE_NAMES[s.geometry.type],
        readableMeasure(s.geometry, units) || '–',
        shapeOnPlan(s, page, schedule),
      ]),
    );
  }
  return flow.pages;
}

function parkingAndTransit(page: ExportPage, schedule: Schedule): Primitive[][] {
  const units = page.options.dimensionUnits;
  const flow = new PageFlow(TRANSIT_SUMMARY_TITLE, subtitleOf(page), summaryPageSize(page.options.paper));
  flow.note(
    'Features inside the map, nearest to the event area first. Distances are from the edge of the area (0 inside it). P, M and B numbers match the markers on the map.',
  );
  const columns = flow.fitColumns([
    { header: '#', width: 14 },
    { header: 'Name', width: 80 },
    { header: 'Detail' },
    { header: 'Distance', width: 30, align: 'right' },
  ]);
  for (const section of NEARBY_SECTIONS) {
    flow.heading(section.heading);
    const layer = page.nearby.find((l) => l.layerId === section.layerId);
    if (!layer || !layer.loaded) {
      flow.note(NOT_SHOWN);
      continue;
    }
    if (layer.features.length === 0) flow.note(NONE_NEAR);
    else {
      flow.table(
        section.heading,
        columns,
        layer.features.map((f, i) => [
          markerLabel(section.layerId, i) ?? String(i + 1),
          f.title,
          f.detail,
          readableLength(f.distanceM, units),
        ]),
      );
    }
    if (layer.omitted > 0) flow.note(`+ ${count(layer.omitted)} more`);
    const prefix = MARKER_PREFIX[section.layerId];
    const left = prefix
      ? schedule.markersLeft.filter((l) => l.startsWith(prefix) && /^\d+$/.test(l.slice(prefix.length)))
      : [];
    if (left.length > 0)
      flow.note(
        `Not marked on the map, for lack of room: ${spotRanges(
          left.map((l) => Number(l.slice(prefix!.length))),
          prefix,
        )}.`,
      );
  }
  return flow.pages;
}

/** The schedule of the page's own plan sheets (without the map's features: they do not move numbers). */
function scheduleFor(page: ExportPage): Schedule {
  const geometry = pageGeometry(page.options.paper, page.options.orientation);
  return scheduleOf(planSheets(page, [], geometry, detailSheetsWanted(page)));
}

/** Detail sheets are added to a PDF unless Export Options turned them off (an older request has them on). */
export const detailSheetsWanted = (page: ExportPage): boolean =>
  page.format === 'pdf' && page.options.detailSheets !== false;

/** Every summary page, in order; the permit pre-check and the permits (when the request carries them) after them. */
export function summaryPages(page: ExportPage, schedule: Schedule = scheduleFor(page)): Primitive[][] {
  return [
    ...layersAndEquipment(page, schedule),
    ...parkingAndTransit(page, schedule),
    ...preCheckPages(page),
    ...permitsPages(page),
    ...reviewPages(page),
  ];
}
