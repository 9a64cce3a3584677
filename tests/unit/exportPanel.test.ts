import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import { planLegend } from '../../src/shared/export/legend';
import { LOCATOR_MM, PANEL_MM } from '../../src/shared/export/pageLayout';
import { textLeft, type Primitive, type TextPrimitive } from '../../src/shared/export/primitives';
import type { LegendLayer } from '../../src/shared/export/request';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import { OBJECT_TYPES } from '../../src/shared/objects/catalogue';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import { placed, samplePage } from './helpers/exportFixtures';

const inPanel = (p: Primitive) => {
  switch (p.kind) {
    case 'text':
      return textLeft(p) >= PANEL_MM.x - 1e-6;
    case 'circle':
      return p.cx >= PANEL_MM.x;
    case 'path':
      return p.points.every(([x]) => x >= PANEL_MM.x - 1e-6);
    // The map's drawing: clipped to the map frame, never in the panel.
    case 'clip':
    case 'mapPath':
    case 'symbol':
      return false;
    default:
      return p.x >= PANEL_MM.x - 1e-6;
  }
};
const panel = (...args: Parameters<typeof samplePage>) =>
  layoutDocument(samplePage(...args), true).pages[0]!.filter(inPanel);
const texts = (ps: Primitive[]) => ps.filter((p): p is TextPrimitive => p.kind === 'text');

const allLayers: LegendLayer[] = Object.values(LAYER_CATALOGUE).map((d, i) => ({
  id: d.id,
  name: d.name,
  color: d.color,
  kind: d.geometry,
  count: i + 1,
}));
const allObjects = OBJECT_TYPES.map((t, i) => placed(t.id, -73.997, 40.731, `o${i}`));

describe('side panel', () => {
  it('shows the title (bold), subtitle and the event in a title block whose empty cells stay blank', () => {
    const ts = texts(panel({ eventInfo: { ...EMPTY_EVENT_INFO, name: 'Jazz Night', permit: 'EV-1', contact: '   ' } }));
    expect(ts.find((t) => t.text === 'Washington Square Park')).toMatchObject({ bold: true });
    const shown = ts.map((t) => t.text);
    expect(shown).toEqual(expect.arrayContaining(['Fountain Plaza & Arch', 'Event', 'Jazz Night', 'Permit #', 'EV-1']));
    // Every cell of a CAD title block is there to be filled in by hand; only an empty Notes row is left out.
    expect(shown).toEqual(
      expect.arrayContaining(['Organizer', 'Contact', 'Date', 'Time', 'Attendance', 'Site', 'Scale', 'Revision']),
    );
    expect(shown).not.toContain('Notes');
  });

  it('labels every field and cuts long values with …', () => {
    const info = {
      ...EMPTY_EVENT_INFO,
      name: 'N',
      organizer: 'O',
      contact: 'C',
      date: '2026-07-18',
      time: '5 PM',
      attendance: '250',
      permit: 'P',
      notes: 'very long notes '.repeat(60),
    };
    const ts = texts(panel({ eventInfo: info }));
    const shown = ts.map((t) => t.text);
    expect(shown).toEqual(
      expect.arrayContaining(['Event', 'Organizer', 'Contact', 'Date', 'Time', 'Attendance', 'Permit #', 'Notes']),
    );
    const notes = ts.filter(
      (t) => t.text.startsWith('very') || t.text.startsWith('long') || t.text.startsWith('notes'),
    );
    expect(notes.length).toBeLessThanOrEqual(4);
    expect(notes[notes.length - 1]!.text.endsWith('…')).toBe(true);
  });

  it('has a legend with a swatch per layer kind and the equipment by type with counts', () => {
    const objects = [
      placed('tent', -73.997, 40.731, 'a'),
      placed('tent', -73.997, 40.731, 'b'),
      placed('grill', -73.997, 40.731, 'c'),
    ];
    objects[2]!.properties.color = '#123456';
    const layers: LegendLayer[] = [
      { id: 'trees', name: 'Street Trees', color: '#2e7d32', kind: 'point', count: 42 },
      { id: 'bikeLanes', name: 'Bike Lanes', color: '#0891b2', kind: 'line', count: 3 },
      { id: 'parkingLots', name: 'Parking Lots', color: '#475569', kind: 'polygon', count: 1234 },
    ];
    const ps = panel({ legendLayers: layers, objects });
    const shown = texts(ps).map((t) => t.text);
    expect(shown).toEqual(
      expect.arrayContaining([
        'Legend',
        'Street Trees',
        '42',
        'Bike Lanes',
        '3',
        'Parking Lots',
        '1,234',
        'Tent (10 x 10 ft)',
        '2',
        'Grill',
        '1',
      ]),
    );
    expect(ps.some((p) => p.kind === 'circle' && p.fill === '#2e7d32')).toBe(true);
    expect(ps.some((p) => p.kind === 'path' && !p.closed && p.stroke === '#0891b2')).toBe(true);
    expect(ps.some((p) => p.kind === 'rect' && p.fill === '#475569')).toBe(true);
    expect(ps.some((p) => p.kind === 'rect' && p.fill === '#123456')).toBe(true);
  });

  it("caps a long legend with '+ N more (see summary page)' (PDF) or '+ N more' (PNG/JPG)", () => {
    const total = allLayers.length + allObjects.length;
    for (const format of ['pdf', 'png'] as const) {
      // Detail sheets off: the legend's rows are the layers and the types alone.
      const options = { includeDimensions: true, dimensionUnits: 'm' as const, detailSheets: false };
      const ts = texts(panel({ format, legendLayers: allLayers, objects: allObjects, options }));
      const more = ts.find((t) => t.text.startsWith('+ '))!;
      const m = /^\+ (\d+) more( \(see summary page\))?$/.exec(more.text)!;
      expect(m).not.toBeNull();
      expect(Boolean(m[2])).toBe(format === 'pdf');
      const shownEntries =
        allLayers.filter((l) => ts.some((t) => t.text === l.name)).length +
        OBJECT_TYPES.filter((o) => ts.some((t) => t.text === o.name)).length;
      expect(shownEntries + Number(m[1])).toBe(total);
    }
    expect(planLegend(allLayers.slice(0, 2), [], 10)).toMatchObject({ hidden: 0 });
    // No heading is left without entries under it.
    const cut = planLegend(
      allLayers.slice(0, 3),
      [{ typeId: 'tent', name: 'Tent', color: '#000000', count: 1, objects: [] }],
      5,
    );
    expect(cut.rows[cut.rows.length - 1]!.kind).toBe('entry');
  });

  it('keeps everything inside the panel, however much there is', () => {
    const title = 'Flushing Meadows Corona Park – Unisphere & the Queens Museum Great Lawn North Section and more';
    const info = {
      ...EMPTY_EVENT_INFO,
      name: 'x '.repeat(200),
      organizer: 'y '.repeat(200),
      contact: 'z',
      date: '2026-07-18',
      time: 't',
      attendance: '1',
      permit: 'p',
      notes: 'n '.repeat(500),
    };
    for (const hasLocator of [true, false]) {
      const ps = layoutDocument(
        samplePage({
          areaTitle: title,
          areaSubtitle: title,
          eventInfo: info,
          legendLayers: allLayers,
          objects: allObjects,
        }),
        hasLocator,
      ).pages[0]!.filter(inPanel);
      const right = PANEL_MM.x + PANEL_MM.width + 1e-6;
      const bottom = PANEL_MM.y + PANEL_MM.height + 1e-6;
      for (const t of texts(ps)) {
        expect(textLeft(t) + t.width, t.text).toBeLessThanOrEqual(right);
        expect(t.y, t.text).toBeLessThanOrEqual(bottom);
        expect(t.y, t.text).toBeGreaterThan(PANEL_MM.y);
      }
      // Text lines never overlap one another (same column, baselines at least ~2 mm apart).
      const sorted = texts(ps)
        .filter((t) => t.sizePt >= 6.5 && t.x === PANEL_MM.x)
        .sort((a, b) => a.y - b.y);
      for (let i = 1; i < sorted.length; i++)
        expect(sorted[i]!.y - sorted[i - 1]!.y, sorted[i]!.text).toBeGreaterThan(2);
      // The legend ends above the north arrow and scale block.
      const north = texts(ps).find((t) => t.text === 'N')!;
      const above = texts(ps).filter((t) => t.y < north.y);
      expect(Math.max(...above.map((t) => t.y))).toBeLessThan(north.y - 3);
      expect(above.some((t) => t.text.startsWith('+ '))).toBe(true);
    }
  });

  it('draws the locator with a red site marker, or no locator when there is none', () => {
    const withLocator = panel();
    const image = withLocator.find((p) => p.kind === 'image' && p.image === 'locator');
    expect(image).toMatchObject({ width: LOCATOR_MM.width, height: LOCATOR_MM.height });
    const marker = withLocator.find((p) => p.kind === 'circle' && p.fill === '#dc2626');
    expect(marker).toBeDefined();
    if (image?.kind === 'image' && marker?.kind === 'circle') {
      expect(marker.cx).toBeGreaterThan(image.x);
      expect(marker.cx).toBeLessThan(image.x + image.width);
      expect(marker.cy).toBeGreaterThan(image.y);
      expect(marker.cy).toBeLessThan(image.y + image.height);
    }
    const none = layoutDocument(samplePage({ locatorFrame: null }), true).pages[0]!;
    expect(none.some((p) => p.kind === 'image' && p.image === 'locator')).toBe(false);
    const notCaptured = layoutDocument(samplePage(), false).pages[0]!;
    expect(notCaptured.some((p) => p.kind === 'image' && p.image === 'locator')).toBe(false);
  });

  it('has the north arrow, the scale and the footer', () => {
    const shown = texts(panel()).map((t) => t.text);
    expect(shown).toContain('N');
    expect(shown.some((t) => /^Scale 1:[\d,]+$/.test(t))).toBe(true);
    expect(shown.join(' ')).toContain(
      'Generated 2026-06-01 14:05 · NYC Public Space Event Stager · Sheet\u00a01\u00a0of\u00a03',
    );
  });

  it('credits the basemap just above the scale bar, in the panel, and only when one was drawn', () => {
    const credit = '© CARTO © OpenStreetMap contributors';
    const ts = texts(panel({ basemapCredit: credit }));
    const line = ts.find((t) => t.text.includes('© CARTO'));
    const zero = ts.find((t) => t.text === '0');
    expect(line?.text).toBe(credit);
    expect(zero).toBeDefined();
    // Above the bar's '0', within the north arrow's box beside it.
    expect(line!.y).toBeLessThan(zero!.y);
    expect(zero!.y - line!.y).toBeLessThan(12);
    expect(texts(panel()).some((t) => t.text.includes('© CARTO'))).toBe(false);
  });
});
