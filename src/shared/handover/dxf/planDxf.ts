/**
 * The plan as a DXF drawing in NY State Plane Long Island, US survey feet (EPSG:2263), the grid
 * NYC's engineers draw in, so the file drops onto a city base map with no transformation: the
 * permit area, each object's real footprint (a closed polyline through its corners, projected one by
 * one, so it lies within a hundredth of a foot of where the map shows it) and its symbol as a block
 * insert turned and mirrored as placed, the drawn shapes, the visible infrastructure from the
 * layers worker, dimensions, labels and spot numbers, each on its own layer (cadLayers.ts).
 */
import { spots } from '../../export/spotNumbers';
import { polygonsOf } from '../../geography/geometry';
import { dataCredit } from '../dataCredit';
import { isListableShape, shapeAnchor } from '../../geometry/measure';
import { LAYER_CATALOGUE } from '../../layers/catalogue';
import { lngLatToStatePlane } from '../../layers/statePlane';
import { footprint } from '../../objects/footprint';
import { clearWidthOf, footprintOf, type PlacedObject, type Shape } from '../../objects/placed';
import type { HandoverRequest, InfrastructureLayer } from '../request';
import { ANNOTATION_LAYERS, EGRESS_LAYER, infrastructureCadLayer, objectCadLayers, type CadLayer } from './cadLayers';
import { INSUNITS_FEET, writeDxf, type DxfBlock, type DxfEntity, type XY } from './dxfWriter';
import { symbolBlockEntities } from './symbolBlock';

/** Text heights in feet: read at 1:200 to 1:500, the scales a site plan is plotted at. */
const TEXT_FT = { title: 4, label: 1.5, spot: 1.2, dimension: 1 } as const;
/** Area edges shorter than this get no length: a curved outline's many short sides would only clutter. */
const MIN_EDGE_FT = 10;
/** The radius a point feature is drawn with. */
const POINT_RADIUS_FT = 1;

const project = (lng: number, lat: number): XY => lngLatToStatePlane(lng, lat);

/** A ring without the repeat of its first position (the polyline's closed flag stands for it). */
function openRing(ring: readonly (readonly number[])[]): XY[] {
  const points = ring.map((p) => project(p[0]!, p[1]!));
  const [first, last] = [points[0], points[points.length - 1]];
  if (points.length > 1 && first![0] === last![0] && first![1] === last![1]) points.pop();
  return points;
}

/** Text turned along a direction but never upside down. */
function readableAngle(dx: number, dy: number): number {
  let deg = (Math.atan2(dy, dx) * 180) / Math.PI;
  if (deg > 90) deg -= 180;
  if (deg <= -90) deg += 180;
  return deg;
}

const ft = (n: number): string => String(Math.round(n * 10) / 10);

function areaEntities(request: HandoverRequest): DxfEntity[] {
  const out: DxfEntity[] = [];
  const { boundary, dimensions, labels } = ANNOTATION_LAYERS;
  const g = request.areaGeometry;
  if (g.type === 'Point') {
    const at = project(g.coordinates[0], g.coordinates[1]);
    out.push({ kind: 'circle', layer: boundary.name, centre: at, radius: 10 });
    out.push(creditText(request, [at[0], at[1] + 10 + TEXT_FT.label]));
    return out;
  }
  let top: XY | null = null;
  for (const polygon of polygonsOf(g)) {
    polygon.forEach((ring, k) => {
      const points = openRing(ring);
      if (points.length < 2) return;
      out.push({ kind: 'polyline', layer: boundary.name, points, closed: true });
      if (k > 0) return;
      // Outer ring: each long edge's length, outside the area (the ring's turning sense says which side).
      const signedArea = points.reduce((a, p, i) => {
        const q = points[(i + 1) % points.length]!;
        return a + p[0] * q[1] - q[0] * p[1];
      }, 0);
      const outward = signedArea > 0 ? 1 : -1;
      points.forEach((a, i) => {
        if (!top || a[1] > top[1]) top = a;
        const b = points[(i + 1) % points.length]!;
        const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
        const length = Math.hypot(dx, dy);
        if (length < MIN_EDGE_FT) return;
        const offset = TEXT_FT.dimension * 1.2;
        out.push({
          kind: 'text',
          layer: dimensions.name,
          at: [
            (a[0] + b[0]) / 2 + (outward * dy * offset) / length,
            (a[1] + b[1]) / 2 - (outward * dx * offset) / length,
          ],
          height: TEXT_FT.dimension,
          text: `${ft(length)} ft`,
          rotationDeg: readableAngle(dx, dy),
          align: 'center',
        });
      });
    });
  }
  const title = top as XY | null;
  if (title && request.areaTitle.trim())
    out.push({
      kind: 'text',
      layer: labels.name,
      at: [title[0], title[1] + TEXT_FT.title * 1.5],
      height: TEXT_FT.title,
      text: request.areaTitle.trim(),
      rotationDeg: 0,
      align: 'center',
    });
  // The data's credit under the title, between it and the area, as every exported sheet carries one.
  if (title) out.push(creditText(request, [title[0], title[1] + TEXT_FT.title * 0.6]));
  return out;
}

function creditText(request: HandoverRequest, at: XY): DxfEntity {
  return {
    kind: 'text',
    layer: ANNOTATION_LAYERS.labels.name,
    at,
    height: TEXT_FT.label,
    text: dataCredit(request.layerIds),
    rotationDeg: 0,
    align: 'center',
  };
}

const colourOf = (o: PlacedObject) => o.properties.color;
const blockName = (layer: CadLayer) => `SYM-${layer.name.slice('A-EVNT-'.length)}`;

function objectEntities(spot: number, o: PlacedObject, layer: CadLayer): DxfEntity[] {
  const size = footprintOf(o);
  const rotationDeg = o.properties.rotationDeg;
  const corners = footprint({ position: o.position, footprintFt: size, rotationDeg })
    .ring.slice(0, 4)
    .map(([lng, lat]) => project(lng, lat));
  const at = project(o.position.lng, o.position.lat);
  // The object's own x axis on the grid, from its first corner to its second (width side).
  const axis = gridAngle(corners[1]![0] - corners[0]![0], corners[1]![1] - corners[0]![1]);
  const half = Math.max(size.width, size.depth) / 2;
  const side = Math.min(size.width, size.depth);
  const { dimensions, labels, spots: keynotes } = ANNOTATION_LAYERS;
  const out: DxfEntity[] = [
    { kind: 'polyline', layer: layer.name, points: corners, closed: true },
    {
      kind: 'insert',
      layer: layer.name,
      block: blockName(layer),
      at,
      scaleX: o.properties.flipped ? -side : side,
      scaleY: side,
      rotationDeg: axis,
    },
    {
      kind: 'text',
      layer: keynotes.name,
      at: [at[0] + half + 0.4, at[1] + half + 0.4],
      height: TEXT_FT.spot,
      text: String(spot),
      rotationDeg: 0,
      align: 'left',
    },
    {
      kind: 'text',
      layer: dimensions.name,
      at: [at[0], at[1] + half + TEXT_FT.dimension],
      height: TEXT_FT.dimension,
      text: `${ft(size.width)} x ${ft(size.depth)} ft`,
      rotationDeg: 0,
      align: 'center',
    },
  ];
  const clear = clearWidthOf(o);
  // An exit's clear width, the egress check's figure, written on the exits' own layer beside it.
  if (clear !== null)
    out.push({
      kind: 'text',
      layer: layer.name,
      at: [at[0] + half + 0.4, at[1] - half - TEXT_FT.dimension],
      height: TEXT_FT.dimension,
      text: `${ft(clear)} ft clear`,
      rotationDeg: 0,
      align: 'left',
    });
  const label = o.properties.label.trim();
  if (label && label !== o.name && label !== o.properties.name)
    out.push({
      kind: 'text',
      layer: labels.name,
      at: [at[0], at[1] - half - TEXT_FT.label],
      height: TEXT_FT.label,
      text: label,
      rotationDeg: 0,
      align: 'center',
    });
  return out;
}

/** Degrees counter-clockwise from the grid's east, as DXF turns inserts. */
function gridAngle(dx: number, dy: number): number {
  return (Math.atan2(dy, dx) * 180) / Math.PI;
}

function shapeEntities(s: Shape): DxfEntity[] {
  const layer = ANNOTATION_LAYERS.shapes.name;
  const g = s.geometry;
  const out: DxfEntity[] =
    g.type === 'Point'
      ? [{ kind: 'circle', layer, centre: project(g.coordinates[0], g.coordinates[1]), radius: POINT_RADIUS_FT }]
      : g.type === 'LineString'
        ? [{ kind: 'polyline', layer, points: g.coordinates.map((p) => project(p[0], p[1])), closed: false }]
        : g.coordinates.map((ring) => ({ kind: 'polyline', layer, points: openRing(ring), closed: true }) as const);
  const label = s.properties.label.trim();
  if (label && isListableShape(g)) {
    const [lng, lat] = shapeAnchor(g);
    const [x, y] = project(lng, lat);
    out.push({
      kind: 'text',
      layer: ANNOTATION_LAYERS.labels.name,
      at: [x, y - TEXT_FT.label * 1.5],
      height: TEXT_FT.label,
      text: label,
      rotationDeg: 0,
      align: 'center',
    });
  }
  return out;
}

function infrastructureEntities(layer: InfrastructureLayer, cad: CadLayer): DxfEntity[] {
  const kind = LAYER_CATALOGUE[layer.layerId].geometry;
  return layer.features.flatMap((f) =>
    f.parts.map((part): DxfEntity => {
      if (kind === 'point')
        return { kind: 'circle', layer: cad.name, centre: project(...part[0]!), radius: POINT_RADIUS_FT };
      return kind === 'line'
        ? { kind: 'polyline', layer: cad.name, points: part.map((p) => project(...p)), closed: false }
        : { kind: 'polyline', layer: cad.name, points: openRing(part), closed: true };
    }),
  );
}

/** The longest walk as a polyline and each exit's tag ('E1 6 ft') beside a small circle at it, on the egress layer. */
function egressEntities(request: HandoverRequest): DxfEntity[] {
  const egress = request.egress;
  if (!egress) return [];
  const layer = EGRESS_LAYER.name;
  const out: DxfEntity[] = [];
  if (egress.walk && egress.walk.length > 1)
    out.push({ kind: 'polyline', layer, points: egress.walk.map(([lng, lat]) => project(lng, lat)), closed: false });
  for (const x of egress.exits) {
    const at = project(x.lng, x.lat);
    out.push(
      { kind: 'circle', layer, centre: at, radius: POINT_RADIUS_FT },
      {
        kind: 'text',
        layer,
        at: [at[0] + POINT_RADIUS_FT * 1.5, at[1] + POINT_RADIUS_FT * 1.5],
        height: TEXT_FT.label,
        text: x.tag,
        rotationDeg: 0,
        align: 'left',
      },
    );
  }
  return out;
}

export function planDxf(request: HandoverRequest, infrastructure: readonly InfrastructureLayer[]): string {
  const objectLayers = objectCadLayers(
    request.objects.map((o) => ({ id: o.type, colour: colourOf(o), name: o.properties.name || o.name })),
  );
  const infrastructureLayers = request.layerIds.map((id) => [id, infrastructureCadLayer(id)] as const);
  const byId = new Map(infrastructureLayers);
  const blocks: DxfBlock[] = [...objectLayers].map(([typeId, layer]) => ({
    name: blockName(layer),
    entities: symbolBlockEntities(typeId, colourOf(request.objects.find((o) => o.type === typeId)!)),
  }));
  const entities: DxfEntity[] = [];
  // Bottom first, as on the map: the city's features, the area, shapes, then the objects and their notes.
  for (const layer of infrastructure) {
    const cad = byId.get(layer.layerId);
    if (cad) entities.push(...infrastructureEntities(layer, cad));
  }
  entities.push(...areaEntities(request));
  entities.push(...request.shapes.flatMap(shapeEntities));
  for (const { number, object } of spots(request.objects))
    entities.push(...objectEntities(number, object, objectLayers.get(object.type)!));
  entities.push(...egressEntities(request));
  return writeDxf({
    insUnits: INSUNITS_FEET,
    layers: [
      ...Object.values(ANNOTATION_LAYERS),
      ...(request.egress ? [EGRESS_LAYER] : []),
      ...[...objectLayers.values()],
      ...infrastructureLayers.map(([, layer]) => layer),
    ].map((l) => ({ name: l.name, colour: l.colour })),
    blocks,
    entities,
  });
}
