/**
 * The PDF's summary pages after the map: 'Layers and Equipment Summary' (the layers shown with
 * their counts, the equipment by type with sizes and notes, the drawn annotations) and 'Parking &
 * Transit Summary' (the parking and transit features near the site, numbered as on the map).
 */
import { SHAPE_TYPE_NAMES, shapeListName, type DimensionUnits } from '../geometry/measure';
import { readableLength, readableMeasure } from '../geometry/readableLength';
import { objectSizeLabel } from './dimensionLabels';
import { equipmentGroups } from './legend';
import { markerLabel } from './mapMarkers';
import { PageFlow } from './pageFlow';
import { summaryPageSize } from './pageLayout';
import { permitsPages } from './permitsPage';
import { preCheckPages } from './preCheckPage';
import { spotNumbers, spotRanges } from './spotNumbers';
import type { Primitive } from './primitives';
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

function subtitleOf(page: ExportPage): string {
  const area = page.areaSubtitle.trim() ? `${page.areaTitle} – ${page.areaSubtitle}` : page.areaTitle;
  return `${area} · ${page.localDateTime}`;
}

const count = (n: number) => n.toLocaleString('en-US');
const unique = (values: readonly string[]) => [...new Set(values)];

/** The label an organizer gave an object, or '' when it still carries its type's name. */
function renamedLabel(o: ExportPage['objects'][number]): string {
  const label = o.properties.label.trim();
  return label !== o.name ? label : '';
}

function layersAndEquipment(page: ExportPage): Primitive[][] {
  const units: DimensionUnits = page.options.dimensionUnits;
  const flow = new PageFlow(LAYERS_SUMMARY_TITLE, subtitleOf(page), summaryPageSize(page.options.paper));

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

  flow.heading('Equipment');
  const groups = equipmentGroups(page.objects);
  if (groups.length === 0) flow.note('No equipment was placed.');
  else {
    flow.note('Spot numbers match the numbers beside each object on the plan and the CSV equipment list.');
    const spot = spotNumbers(page.objects);
    const rows = groups.map((g) => [
      g.name,
      count(g.count),
      spotRanges(g.objects.map((o) => spot.get(o.id)!)),
      unique(g.objects.map((o) => objectSizeLabel(o, units))).join(', '),
      // A renamed or noted object is listed by its spot, then its label, before its note.
      g.objects
        .map((o) => {
          const text = [renamedLabel(o), o.properties.note?.trim() ?? ''].filter((n) => n !== '').join(': ');
          return text === '' ? '' : `#${spot.get(o.id)!} ${text}`;
        })
        .filter((n) => n !== '')
        .join('; '),
    ]);
    rows.push(['Total', count(page.objects.length), '', '', '']);
    flow.table(
      'Equipment',
      flow.fitColumns([
        { header: 'Equipment', width: 55 },
        { header: 'Count', width: 18, align: 'right' },
        { header: 'Spots', width: 30, maxLines: 4 },
        { header: 'Size (each)', width: 40, maxLines: 4 },
        { header: 'Notes', maxLines: 20 },
      ]),
      rows,
    );
  }

  if (page.shapes.length > 0) {
    flow.heading('Drawn annotations');
    flow.table(
      'Drawn annotations',
      flow.fitColumns([
        { header: 'Label' },
        { header: 'Type', width: 40 },
        { header: 'Measurement', width: 60, align: 'right' },
      ]),
      page.shapes.map((s) => [
        shapeListName(s.properties.label, s.geometry),
        SHAPE_TYPE_NAMES[s.geometry.type],
        readableMeasure(s.geometry, units) || '–',
      ]),
    );
  }
  return flow.pages;
}

function parkingAndTransit(page: ExportPage): Primitive[][] {
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
  }
  return flow.pages;
}

/** Every summary page, in order; the permit pre-check and the permits (when the request carries them) after them. */
export function summaryPages(page: ExportPage): Primitive[][] {
  return [...layersAndEquipment(page), ...parkingAndTransit(page), ...preCheckPages(page), ...permitsPages(page)];
}
