/**
 * The plan as KML 2.2 for Google Earth and GIS tools (QGIS, ArcGIS): a document with a style per
 * object type (the app's colours), the permit area, one Placemark per placed object (its point and
 * its real footprint in one MultiGeometry, with its spot number, type, size, turn and note as
 * ExtendedData), the drawn shapes, and a folder per infrastructure layer shown on the map (features
 * from the layers worker). Coordinates are WGS84 longitude,latitude as KML requires.
 */
import { objectTypeName } from '../export/legend';
import { spots } from '../export/spotNumbers';
import { polygonsOf, type AreaGeometry } from '../geography/geometry';
import { LAYER_CATALOGUE } from '../layers/catalogue';
import { footprint } from '../objects/footprint';
import { footprintOf, type PlacedObject, type Shape, type ShapeGeometry } from '../objects/placed';
import type { HandoverRequest, InfrastructureLayer } from './request';
import { xmlText } from './xml';

const SHAPE_COLOUR = '#2563eb';
const AREA_COLOUR = '#f97316';
/** Google Earth's own icons (bundled with it): a square for objects, a dot for infrastructure points. */
const OBJECT_ICON = 'http://maps.google.com/mapfiles/kml/shapes/placemark_square.png';
const POINT_ICON = 'http://maps.google.com/mapfiles/kml/shapes/shaded_dot.png';

/** KML writes colours as aabbggrr. */
export function kmlColour(hex: string, alpha = 1): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex) ?? /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const [r, g, b] = m ? m.slice(1, 4).map((c) => (c.length === 1 ? c + c : c)) : ['47', '55', '69'];
  const a = Math.round(Math.min(1, Math.max(0, alpha)) * 255)
    .toString(16)
    .padStart(2, '0');
  return `${a}${b!}${g!}${r!}`.toLowerCase();
}

const coordinates = (ring: readonly (readonly number[])[]): string =>
  `<coordinates>${ring.map((p) => `${p[0]!},${p[1]!}`).join(' ')}</coordinates>`;

function polygonXml(rings: readonly (readonly (readonly number[])[])[]): string {
  const [outer, ...holes] = rings;
  if (!outer) return '';
  return (
    `<Polygon><outerBoundaryIs><LinearRing>${coordinates(outer)}</LinearRing></outerBoundaryIs>` +
    holes.map((h) => `<innerBoundaryIs><LinearRing>${coordinates(h)}</LinearRing></innerBoundaryIs>`).join('') +
    `</Polygon>`
  );
}

function shapeGeometryXml(g: ShapeGeometry): string {
  if (g.type === 'Point') return `<Point>${coordinates([g.coordinates])}</Point>`;
  if (g.type === 'LineString')
    return `<LineString><tessellate>1</tessellate>${coordinates(g.coordinates)}</LineString>`;
  return polygonXml(g.coordinates);
}

function areaGeometryXml(g: AreaGeometry): string {
  if (g.type === 'Point') return `<Point>${coordinates([g.coordinates])}</Point>`;
  const polygons = polygonsOf(g).map(polygonXml);
  return polygons.length === 1 ? polygons[0]! : `<MultiGeometry>${polygons.join('')}</MultiGeometry>`;
}

function style(id: string, colour: string, icon: string, iconScale: number, fillAlpha = 0.35): string {
  return (
    `<Style id="${xmlText(id)}">` +
    `<IconStyle><color>${kmlColour(colour)}</color><scale>${iconScale}</scale><Icon><href>${icon}</href></Icon></IconStyle>` +
    `<LabelStyle><scale>0.7</scale></LabelStyle>` +
    `<LineStyle><color>${kmlColour(colour)}</color><width>2</width></LineStyle>` +
    `<PolyStyle><color>${kmlColour(colour, fillAlpha)}</color></PolyStyle>` +
    `</Style>`
  );
}

const objectStyleId = (type: string) => `object-${type.replace(/[^A-Za-z0-9_-]/g, '_')}`;
const colourOf = (o: PlacedObject) => o.properties.color;

function data(name: string, value: string | number): string {
  return `<Data name="${xmlText(name)}"><value>${xmlText(String(value))}</value></Data>`;
}

/** Feet to a tenth for the description a reader sees (the data fields keep the exact size). */
const feet = (n: number): string => String(Math.round(n * 10) / 10);

function objectPlacemark(spot: number, o: PlacedObject): string {
  const size = footprintOf(o);
  const rotationDeg = o.properties.rotationDeg;
  const ring = footprint({ position: o.position, footprintFt: size, rotationDeg }).ring;
  const label = o.properties.label.trim() || o.name;
  const note = o.properties.note?.trim() ?? '';
  const description = [`${objectTypeName(o)}, ${feet(size.width)} × ${feet(size.depth)} ft`, note]
    .filter(Boolean)
    .join('\n');
  return (
    `<Placemark><name>${xmlText(`${spot} · ${label}`)}</name>` +
    `<description>${xmlText(description)}</description>` +
    `<styleUrl>#${objectStyleId(o.type)}</styleUrl>` +
    `<ExtendedData>${[
      data('spot', spot),
      data('id', o.id),
      data('type', o.type),
      data('label', o.properties.label),
      data('widthFt', size.width),
      data('depthFt', size.depth),
      data('rotationDeg', rotationDeg),
      data('flipped', o.properties.flipped ? 'yes' : 'no'),
      data('note', note),
    ].join('')}</ExtendedData>` +
    `<MultiGeometry><Point>${coordinates([[o.position.lng, o.position.lat]])}</Point>${polygonXml([ring])}</MultiGeometry>` +
    `</Placemark>`
  );
}

function shapePlacemark(s: Shape): string {
  const name = s.properties.label.trim() || `${s.geometry.type} (unlabeled)`;
  // The other properties the shape came with (a GIS file's attributes) go back out as ExtendedData.
  const kept = Object.entries(s.properties.kept ?? {}).map(([key, value]) =>
    data(key, typeof value === 'string' ? value : JSON.stringify(value)),
  );
  const extended = kept.length > 0 ? `<ExtendedData>${kept.join('')}</ExtendedData>` : '';
  return `<Placemark><name>${xmlText(name)}</name><styleUrl>#shape</styleUrl>${extended}${shapeGeometryXml(s.geometry)}</Placemark>`;
}

function layerFolder(layer: InfrastructureLayer): string {
  const def = LAYER_CATALOGUE[layer.layerId];
  const placemarks = layer.features.map((f) => {
    const geometry =
      def.geometry === 'point'
        ? f.parts.map((p) => `<Point>${coordinates(p.slice(0, 1))}</Point>`)
        : def.geometry === 'line'
          ? f.parts.map((p) => `<LineString>${coordinates(p)}</LineString>`)
          : f.parts.map((p) => polygonXml([p]));
    const body = geometry.length === 1 ? geometry[0]! : `<MultiGeometry>${geometry.join('')}</MultiGeometry>`;
    return `<Placemark><styleUrl>#layer-${layer.layerId}</styleUrl>${body}</Placemark>`;
  });
  return `<Folder><name>${xmlText(def.name)}</name><visibility>1</visibility>${placemarks.join('')}</Folder>`;
}

export function planKml(request: HandoverRequest, layers: readonly InfrastructureLayer[]): string {
  const types = [...new Set(request.objects.map((o) => o.type))];
  const styles = [
    // The area is mostly outline, so the ground under it stays visible.
    style('area', AREA_COLOUR, POINT_ICON, 1, 0.12),
    style('shape', SHAPE_COLOUR, POINT_ICON, 0.8),
    ...types.map((t) =>
      style(objectStyleId(t), colourOf(request.objects.find((o) => o.type === t)!), OBJECT_ICON, 0.9),
    ),
    ...layers.map((l) => style(`layer-${l.layerId}`, LAYER_CATALOGUE[l.layerId].color, POINT_ICON, 0.5)),
  ];
  const event = request.eventInfo.name.trim();
  const title = `Site plan: ${request.areaTitle}${event ? ` — ${event}` : ''}`;
  const objectFolder = spots(request.objects).map((s) => objectPlacemark(s.number, s.object));
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>` +
    `<name>${xmlText(title)}</name>` +
    `<description>${xmlText(`Exported ${request.localDateTime} by ${request.appName}`)}</description>` +
    styles.join('') +
    `<Folder><name>Permit area</name><Placemark><name>${xmlText(request.areaTitle)}</name><styleUrl>#area</styleUrl>` +
    `${areaGeometryXml(request.areaGeometry)}</Placemark></Folder>` +
    `<Folder><name>Equipment</name>${objectFolder.join('')}</Folder>` +
    `<Folder><name>Drawn shapes</name>${request.shapes.map(shapePlacemark).join('')}</Folder>` +
    `<Folder><name>Infrastructure</name>${layers.map(layerFolder).join('')}</Folder>` +
    `</Document></kml>\n`
  );
}
