import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import { PAGE_MM } from '../../src/shared/export/pageLayout';
import type { Primitive, TextPrimitive } from '../../src/shared/export/primitives';
import { NO_ROOM } from '../../src/shared/export/schedule';
import {
  LABELLED,
  LABELS_HIDDEN,
  LAYERS_SUMMARY_TITLE,
  MEASURE_ONLY,
  NO_LABEL,
  NONE_NEAR,
  NOT_SHOWN,
  summaryPages,
  TRANSIT_SUMMARY_TITLE,
} from '../../src/shared/export/summaryPages';
import { nearbyFeature, placed, samplePage } from './helpers/exportFixtures';

const texts = (page: Primitive[]) => page.filter((p): p is TextPrimitive => p.kind === 'text').map((t) => t.text);

describe('summary pages (PDF only)', () => {
  it("puts 'Layers and Equipment Summary' and 'Parking & Transit Summary' on pages of their own after the map", () => {
    const doc = layoutDocument(samplePage(), true);
    expect(doc.pages).toHaveLength(3);
    expect(texts(doc.pages[1]!)[0]).toBe(LAYERS_SUMMARY_TITLE);
    expect(texts(doc.pages[2]!)[0]).toBe(TRANSIT_SUMMARY_TITLE);
    expect(LAYERS_SUMMARY_TITLE).toBe('Layers and Equipment Summary');
    expect(TRANSIT_SUMMARY_TITLE).toBe('Parking & Transit Summary');
    expect(texts(doc.pages[1]!)).toContain('Page 2 of 3');
    expect(texts(doc.pages[2]!)).toContain('Page 3 of 3');
    expect(layoutDocument(samplePage({ format: 'png' }), true).pages).toHaveLength(1);
    expect(layoutDocument(samplePage({ format: 'jpg' }), true).pages).toHaveLength(1);
  });

  it('lists the layers with counts and the equipment by type with counts, sizes and notes', () => {
    const objects = [
      placed('tent', -73.997, 40.731, 'a', 'Registration'),
      placed('tent', -73.997, 40.731, 'b', 'First aid'),
      placed('grill', -73.997, 40.731, 'c'),
    ];
    const shown = texts(
      summaryPages(samplePage({ objects, options: { includeDimensions: true, dimensionUnits: 'ft' } }))[0]!,
    );
    expect(shown).toEqual(expect.arrayContaining(['Street Trees', 'Points', '42', 'Bike Lanes', 'Lines', '3']));
    expect(shown).toEqual(
      expect.arrayContaining([
        'Tent (10 x 10 ft)',
        '2',
        '2–3',
        '10 × 10 ft',
        '#2 Registration; #3 First aid',
        'Grill',
        '1',
        '3 × 2 ft',
        'Total',
      ]),
    );
    const empty = texts(summaryPages(samplePage({ legendLayers: [], objects: [] }))[0]!);
    expect(empty).toEqual(
      expect.arrayContaining(['No infrastructure layers were shown on the plan.', 'No equipment was placed.']),
    );
  });

  it('lists a renamed object by its label, before its note', () => {
    const stage = placed('tent', -73.997, 40.731, 'a', 'Power from the lamp post');
    const renamed = { ...stage, properties: { ...stage.properties, label: 'Info booth' } };
    const shown = texts(summaryPages(samplePage({ objects: [renamed, placed('tent', -73.997, 40.731, 'b')] }))[0]!);
    expect(shown).toContain('#1 Info booth: Power from the lamp post');
  });

  it('lists drawn annotations with their measurements', () => {
    const shapes = [
      {
        id: 's',
        geometry: {
          type: 'LineString' as const,
          coordinates: [
            [-73.998, 40.731],
            [-73.998, 40.732],
          ] as [number, number][],
        },
        properties: { label: 'Queue' },
      },
    ];
    const shown = texts(summaryPages(samplePage({ shapes }))[0]!);
    expect(shown).toEqual(expect.arrayContaining(['Drawn annotations', 'Queue', 'Line', '111 m']));
  });

  it("says what the plan prints for each drawn annotation: 'Labelled' only for a labelled one", () => {
    const line = (id: string, label: string, lat: number) => ({
      id,
      geometry: {
        type: 'LineString' as const,
        coordinates: [
          [-73.9985, lat],
          [-73.9975, lat],
        ] as [number, number][],
      },
      properties: { label },
    });
    const pin = {
      id: 'p',
      geometry: { type: 'Point' as const, coordinates: [-73.998, 40.7305] as [number, number] },
      properties: { label: '' },
    };
    const shapes = [line('q', 'Queue', 40.7308), line('u', '', 40.7312), pin];
    const rowOf = (shown: string[], name: string) => shown.slice(shown.indexOf(name), shown.indexOf(name) + 4);
    const shown = texts(summaryPages(samplePage({ shapes, shapeLabels: true }))[0]!);
    expect(rowOf(shown, 'Queue').at(-1)).toBe(LABELLED);
    expect(rowOf(shown, 'Line (unlabeled)').at(-1)).toBe(MEASURE_ONLY);
    expect(rowOf(shown, 'Point (unlabeled)')).toEqual(['Point (unlabeled)', 'Point', '–', NO_LABEL]);
    expect(shown).not.toContain(NO_ROOM);
    const hidden = texts(summaryPages(samplePage({ shapes, shapeLabels: false }))[0]!);
    expect(rowOf(hidden, 'Line (unlabeled)').at(-1)).toBe(LABELS_HIDDEN);
  });

  it("says 'Layer not shown on the plan', 'None near the site' and '+ N more' as the data says", () => {
    const page = samplePage({ nearby: samplePage().nearby.filter((l) => l.layerId !== 'dcwpParkingGarages') });
    const shown = texts(summaryPages(page)[1]!);
    const at = (heading: string) => shown.indexOf(heading);
    // Street parking signs: three rows numbered as on the map, then '+ 3 more'.
    expect(shown.slice(at('Street parking signs (P#)'))).toEqual(
      expect.arrayContaining(['P1', 'NO PARKING 0', '5 m', 'P3', '+ 3 more']),
    );
    expect(shown[at('Parking meters (M#)') + 1]).toBe(NONE_NEAR);
    expect(shown[at('Bus stops (B#)') + 1]).toBe(NOT_SHOWN);
    expect(shown[at('Parking garages') + 1]).toBe(NOT_SHOWN);
    expect(shown.slice(at('Subway entrances'))).toEqual(
      expect.arrayContaining(['1', 'W 4 St - Washington Sq', '60 m']),
    );
    expect(NOT_SHOWN).toBe('Layer not shown on the plan');
    expect(NONE_NEAR).toBe('None near the site');
  });

  it("runs long tables onto further pages, repeating the title with '(continued)' and the column headers", () => {
    const signs = Array.from({ length: 60 }, (_, i) =>
      nearbyFeature('streetParkingSigns', -73.997, 40.731, `Sign ${i + 1}`, i),
    );
    const pages = summaryPages(
      samplePage({ nearby: [{ layerId: 'streetParkingSigns', loaded: true, omitted: 0, features: signs }] }),
    );
    const transit = pages.slice(1);
    expect(transit.length).toBeGreaterThan(1);
    expect(texts(transit[0]!)[0]).toBe(TRANSIT_SUMMARY_TITLE);
    for (const page of transit.slice(1)) expect(texts(page)[0]).toBe(`${TRANSIT_SUMMARY_TITLE} (continued)`);
    expect(texts(transit[1]!)).toEqual(
      expect.arrayContaining(['Street parking signs (P#) (continued)', '#', 'Name', 'Detail', 'Distance']),
    );
    const all = transit.flatMap(texts);
    for (let i = 1; i <= 60; i++) expect(all).toContain(`P${i}`);
    for (const page of pages) {
      for (const p of page) if (p.kind === 'text') expect(p.y).toBeLessThan(PAGE_MM.height - 5);
    }
  });
});
