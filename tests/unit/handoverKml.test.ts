import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { planKml, kmlColour } from '../../src/shared/handover/kml';
import { composeHandover } from '../../src/shared/handover/compose';
import { applyOp } from '../../src/shared/objects/placed';
import { spotNumbers } from '../../src/shared/export/spotNumbers';
import { handoverInfrastructure, handoverRequest } from './helpers/handoverRequest';

const KML_NS = 'http://www.opengis.net/kml/2.2';

/** Parsed strictly: any XML error fails the test. */
function parse(text: string) {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') errors.push(message);
    },
  }).parseFromString(text, 'text/xml');
  expect(errors).toEqual([]);
  return doc;
}

const children = (el: Element, name: string): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).localName === name);
const child = (el: Element, name: string): Element => children(el, name)[0]!;
const textOf = (el: Element, name: string) => child(el, name).textContent ?? '';

const request = handoverRequest('kml');
request.objects[0] = {
  ...request.objects[0]!,
  properties: { ...request.objects[0]!.properties, label: 'Stall <A> & "B"', note: "Keep 3' clear \u0007" },
};
const text = planKml(request, handoverInfrastructure(request));
const doc = parse(text);
const root = doc.documentElement!;
const document = child(root, 'Document');
const folder = (name: string) => children(document, 'Folder').find((f) => textOf(f, 'name') === name)!;

describe('KML for Google Earth and GIS', () => {
  it('is KML 2.2 that parses as XML', () => {
    expect(root.localName).toBe('kml');
    expect(root.namespaceURI).toBe(KML_NS);
    expect(textOf(document, 'name')).toBe('Site plan: Bryant Park - Lawn — Summer Night Market');
  });

  it('has one Placemark per object, with its spot number, data, point and footprint', () => {
    const placemarks = children(folder('Equipment'), 'Placemark');
    expect(placemarks).toHaveLength(request.objects.length);
    const spot = spotNumbers(request.objects);
    const byId = new Map(request.objects.map((o) => [o.id, o]));
    const seen = new Set<string>();
    for (const p of placemarks) {
      const data = new Map(
        children(child(p, 'ExtendedData'), 'Data').map((d) => [d.getAttribute('name'), textOf(d, 'value')]),
      );
      const o = byId.get(data.get('id')!)!;
      expect(o).toBeDefined();
      seen.add(o.id);
      expect(data.get('spot')).toBe(String(spot.get(o.id)));
      expect(data.get('type')).toBe(o.type);
      expect(textOf(p, 'name').startsWith(`${spot.get(o.id)!} · `)).toBe(true);
      const geometry = child(p, 'MultiGeometry');
      const [lng, lat] = textOf(child(geometry, 'Point'), 'coordinates').split(',').map(Number);
      expect([lng, lat]).toEqual([o.position.lng, o.position.lat]);
      const ring = child(child(child(child(geometry, 'Polygon'), 'outerBoundaryIs'), 'LinearRing'), 'coordinates');
      expect(ring.textContent!.trim().split(' ')).toHaveLength(5);
      expect(textOf(p, 'styleUrl')).toBe(`#object-${o.type}`);
    }
    expect(seen.size).toBe(request.objects.length);
  });

  it('describes a resized object by its one size, in feet to a tenth', () => {
    const tent = request.objects.find((o) => o.type === 'tent')!;
    const six = 6 / 0.3048;
    const resized = applyOp(
      { objects: [tent], shapes: [] },
      { kind: 'resize', id: tent.id, from: null, to: { width: six, depth: six } },
    ).objects[0]!;
    const kml = parse(planKml({ ...request, objects: [resized] }, handoverInfrastructure(request)));
    const placemark = children(
      children(child(kml.documentElement!, 'Document'), 'Folder').find((f) => textOf(f, 'name') === 'Equipment')!,
      'Placemark',
    )[0]!;
    expect(textOf(placemark, 'description').split('\n')[0]).toBe('Tent (19.7 x 19.7 ft), 19.7 × 19.7 ft');
  });

  it('keeps labels and notes as text, whatever they contain', () => {
    const first = children(folder('Equipment'), 'Placemark').find((p) => textOf(p, 'name').includes('Stall'))!;
    expect(textOf(first, 'name')).toMatch(/^\d+ · Stall <A> & "B"$/);
    expect(textOf(first, 'description')).toContain("Keep 3' clear");
  });

  it('styles each object type and layer in the app colours, and carries the area, shapes and infrastructure', () => {
    const styles = new Map(children(document, 'Style').map((s) => [s.getAttribute('id'), s]));
    const tent = request.objects.find((o) => o.type === 'tent')!;
    const tentStyle = styles.get('object-tent')!;
    expect(textOf(child(tentStyle, 'LineStyle'), 'color')).toBe(kmlColour(tent.properties.color));
    for (const p of doc.getElementsByTagName('styleUrl')) expect(styles.has(p.textContent!.slice(1))).toBe(true);
    expect(children(folder('Permit area'), 'Placemark')).toHaveLength(1);
    expect(children(folder('Drawn shapes'), 'Placemark')).toHaveLength(3);
    const layers = children(folder('Infrastructure'), 'Folder');
    expect(layers.map((f) => [textOf(f, 'name'), children(f, 'Placemark').length])).toEqual([
      ['Street Trees', 30],
      ['Bike Lanes', 2],
    ]);
    expect(kmlColour('#2563eb', 0.5)).toBe('80eb6325');
  });

  it('is named like the other exports', () => {
    expect(composeHandover(request, []).fileName).toBe('siteplan-bryant-park-lawn-2025-06-01.kml');
  });
});
