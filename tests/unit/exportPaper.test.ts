import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import { groundMetresPerMm } from '../../src/shared/export/frameProjection';
import {
  doesNotFitText,
  fitsAtScale,
  framingAtScale,
  MAP_SCALES,
  mercatorCentre,
  zoomForGroundMetresPerPx,
} from '../../src/shared/export/mapScale';
import {
  bandColumns,
  cssSizeFor,
  LOCATOR_MM,
  MAP_FRAME_MM,
  ORIENTATIONS,
  PAGE_MARGIN_MM,
  PAGE_MM,
  PANEL_MM,
  PAPER_MM,
  PAPER_SIZES,
  pageGeometry,
  type Orientation,
  type PaperSize,
  type RectMm,
} from '../../src/shared/export/pageLayout';
import { textLeft, type Primitive, type RectPrimitive, type TextPrimitive } from '../../src/shared/export/primitives';
import { chooseScaleLength } from '../../src/shared/export/scaleBar';
import { titleBlock, type TitleBlockInput } from '../../src/shared/export/titleBlock';
import { project, unproject } from '../../src/shared/geography/mercator';
import type { BBox } from '../../src/shared/geometry/bbox';
import { createExportApi } from '../../src/workers/export/api';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import type { LegendLayer } from '../../src/shared/export/request';
import { LAYER_CATALOGUE } from '../../src/shared/layers/catalogue';
import { OBJECT_TYPES } from '../../src/shared/objects/catalogue';
import { fakeBitmap, frameAround, pdfText, placed, rectPolygon, samplePage, TINY_JPEG } from './helpers/exportFixtures';

const ALL_LAYERS: LegendLayer[] = Object.values(LAYER_CATALOGUE).map((d, i) => ({
  id: d.id,
  name: d.name,
  color: d.color,
  kind: d.geometry,
  count: i + 1,
}));
const ALL_OBJECTS = OBJECT_TYPES.map((t, i) => placed(t.id, -73.997, 40.731, `o${i}`));
const ALL: [PaperSize, Orientation][] = PAPER_SIZES.flatMap((p) =>
  ORIENTATIONS.map((o): [PaperSize, Orientation] => [p, o]),
);
const EPS = 1e-9;
const inside = (inner: RectMm, outer: RectMm) =>
  inner.x >= outer.x - EPS &&
  inner.y >= outer.y - EPS &&
  inner.x + inner.width <= outer.x + outer.width + EPS &&
  inner.y + inner.height <= outer.y + outer.height + EPS;
const disjoint = (a: RectMm, b: RectMm) =>
  a.x + a.width <= b.x + EPS ||
  b.x + b.width <= a.x + EPS ||
  a.y + a.height <= b.y + EPS ||
  b.y + b.height <= a.y + EPS;
const texts = (ps: Primitive[]) => ps.filter((p): p is TextPrimitive => p.kind === 'text');

/** A square of `side` metres of ground centred on (lng, lat). */
function groundSquare(lng: number, lat: number, side: number): BBox {
  const [x, y] = project(lng, lat);
  const half = side / 2 / Math.cos((lat * Math.PI) / 180);
  return [...unproject(x - half, y - half), ...unproject(x + half, y + half)] as BBox;
}

describe('page geometry', () => {
  it('keeps the spec’s A4 landscape page exactly', () => {
    const g = pageGeometry('a4', 'landscape');
    expect(g.page).toEqual({ width: 297, height: 210 });
    expect(g.mapFrame).toEqual({ x: 6, y: 6, width: 297 * 0.75 - 6, height: 198 });
    expect(g.panel).toEqual({ x: 297 * 0.75 + 4, y: 6, width: 297 * 0.25 - 10, height: 198 });
    expect(g.locator).toEqual({ width: 64.25, height: 40 });
    expect([PAGE_MM, MAP_FRAME_MM, PANEL_MM, LOCATOR_MM]).toEqual([g.page, g.mapFrame, g.panel, g.locator]);
    expect(pageGeometry()).toEqual(g);
  });

  it.each(ALL)('%s %s: the paper’s size, the map and panel inside the margins and apart', (paper, orientation) => {
    const g = pageGeometry(paper, orientation);
    const { width: short, height: long } = PAPER_MM[paper];
    expect(g.page).toEqual(
      orientation === 'landscape' ? { width: long, height: short } : { width: short, height: long },
    );
    const printable = {
      x: PAGE_MARGIN_MM,
      y: PAGE_MARGIN_MM,
      width: g.page.width - 2 * PAGE_MARGIN_MM,
      height: g.page.height - 2 * PAGE_MARGIN_MM,
    };
    expect(inside(g.mapFrame, printable)).toBe(true);
    expect(inside(g.panel, printable)).toBe(true);
    expect(disjoint(g.mapFrame, g.panel)).toBe(true);
    if (orientation === 'landscape') {
      expect(g.panelLayout).toBe('side');
      expect(g.mapFrame.x + g.mapFrame.width).toBeCloseTo(g.page.width * 0.75, 9);
      expect(g.panel.y).toBe(g.mapFrame.y);
      expect(g.locator.width).toBeCloseTo(g.panel.width, 9);
    } else {
      expect(g.panelLayout).toBe('below');
      // The map spans the printable width; the band under it is at least 88 mm for the title block.
      expect(g.mapFrame.width).toBeCloseTo(printable.width, 9);
      expect(g.panel.y).toBeGreaterThan(g.mapFrame.y + g.mapFrame.height);
      expect(g.panel.height).toBeGreaterThanOrEqual(88);
      const cols = bandColumns(g.panel);
      for (const c of [cols.legend, cols.middle, cols.titleBlock]) expect(inside(c, g.panel)).toBe(true);
      expect(disjoint(cols.legend, cols.middle) && disjoint(cols.middle, cols.titleBlock)).toBe(true);
      expect(g.locator.width).toBeCloseTo(cols.middle.width, 9);
      expect(g.locator.height).toBeLessThan(g.panel.height - 20);
    }
    // The map takes most of the page.
    expect(g.mapFrame.width * g.mapFrame.height).toBeGreaterThan(0.55 * g.page.width * g.page.height);
    // The capture is the frame at 96 CSS px per inch.
    const css = cssSizeFor(g.mapFrame);
    expect(Math.abs(css.width - (g.mapFrame.width / 25.4) * 96)).toBeLessThanOrEqual(0.5);
  });
});

describe('map scale', () => {
  const NYC: BBox = [-73.984, 40.753, -73.9822, 40.7542];
  const PLACES: { name: string; bbox: BBox }[] = [
    { name: 'Bryant Park', bbox: NYC },
    { name: 'equator', bbox: [10, -0.0005, 10.001, 0.0005] },
    { name: 'Oslo', bbox: [10.75, 59.91, 10.752, 59.911] },
  ];

  it('uses MapLibre’s 512 px world: 1 CSS px is 78,271.517 m · cos(lat) / 2^z of ground', () => {
    for (const lat of [0, 40.75, 59.9]) {
      for (const z of [15, 18.3, 20]) {
        const metres = (78271.51696 * Math.cos((lat * Math.PI) / 180)) / 2 ** z;
        expect(zoomForGroundMetresPerPx(metres, lat)).toBeCloseTo(z, 6);
      }
    }
  });

  it.each(PLACES)(
    'frames $name at every standard scale, true to the ground at the centre latitude, centred on the area',
    ({ bbox }) => {
      for (const [paper, orientation] of ALL) {
        const g = pageGeometry(paper, orientation);
        const css = cssSizeFor(g.mapFrame);
        for (const scale of MAP_SCALES) {
          const f = framingAtScale(bbox, g.mapFrame, css, scale);
          // Ground metres per paper mm at the frame's centre latitude is the scale over 1000.
          expect(groundMetresPerMm(f.frame, g.mapFrame) / (scale / 1000) - 1).toBeCloseTo(0, 9);
          const [cx, cy] = mercatorCentre(bbox);
          expect(f.center[0]).toBeCloseTo(cx, 9);
          expect(f.center[1]).toBeCloseTo(cy, 9);
          expect((f.frame.west + f.frame.east) / 2).toBeCloseTo(cx, 9);
        }
      }
    },
  );

  it('a larger scale number shows more ground: one zoom level per doubling', () => {
    const g = pageGeometry('letter', 'landscape');
    const css = cssSizeFor(g.mapFrame);
    const z1000 = framingAtScale(NYC, g.mapFrame, css, 1000).zoom;
    expect(framingAtScale(NYC, g.mapFrame, css, 2000).zoom).toBeCloseTo(z1000 - 1, 9);
    expect(framingAtScale(NYC, g.mapFrame, css, 500).zoom).toBeCloseTo(z1000 + 1, 9);
  });

  it('warns only when the area does not fit the frame at that scale', () => {
    const a4 = pageGeometry('a4', 'landscape');
    // At 1:500 the A4 landscape frame shows 108.4 x 99 m of ground.
    const square80 = groundSquare(-73.98, 40.75, 80);
    expect(fitsAtScale(square80, a4, 500)).toBe(true);
    expect(fitsAtScale(square80, a4, 250)).toBe(false);
    expect(fitsAtScale(square80, a4, 'fit')).toBe(true);
    const square105 = groundSquare(-73.98, 40.75, 105);
    expect(fitsAtScale(square105, a4, 500)).toBe(false);
    // Portrait A4's frame is 198 mm wide, 193 mm high: 99 x 96.5 m at 1:500.
    expect(fitsAtScale(groundSquare(-73.98, 40.75, 95), pageGeometry('a4', 'portrait'), 500)).toBe(true);
    expect(fitsAtScale(square105, pageGeometry('tabloid', 'landscape'), 500)).toBe(true);
    expect(doesNotFitText(1000)).toBe(
      'The area does not fit on this page at 1:1,000: parts of it lie outside the map.',
    );
  });
});

describe('title block', () => {
  const input = (over: Partial<TitleBlockInput> = {}): TitleBlockInput => ({
    eventInfo: {
      ...EMPTY_EVENT_INFO,
      name: 'Summer Jazz Night',
      organizer: 'Village Arts Council',
      contact: 'jazz@example.org',
      date: '2026-07-18',
      time: '5–10 PM',
      attendance: '250',
      permit: 'EV-2026-0412',
      notes: '',
    },
    areaTitle: 'Washington Square Park',
    areaSubtitle: 'Fountain Plaza & Arch',
    scale: '1:500',
    revision: '2026-06-01',
    warning: null,
    ...over,
  });
  const cellOf = (ps: Primitive[], label: string) => {
    const l = texts(ps).find((t) => t.text === label)!;
    // The value sits under its label, in the same cell (same left edge).
    return texts(ps)
      .filter((t) => t.x === l.x && t.y > l.y && t.y - l.y < 12 && t !== l)
      .sort((a, b) => a.y - b.y)[0]?.text;
  };

  it('holds the event, the site, the scale and the revision date in labelled cells', () => {
    const ps = titleBlock(input(), 64).draw(100, 50);
    expect(cellOf(ps, 'Event')).toBe('Summer Jazz Night');
    expect(cellOf(ps, 'Organizer')).toBe('Village Arts Council');
    expect(cellOf(ps, 'Contact')).toBe('jazz@example.org');
    expect(cellOf(ps, 'Date')).toBe('2026-07-18');
    expect(cellOf(ps, 'Time')).toBe('5–10 PM');
    expect(cellOf(ps, 'Attendance')).toBe('250');
    expect(cellOf(ps, 'Permit #')).toBe('EV-2026-0412');
    expect(cellOf(ps, 'Site')).toBe('Washington Square Park');
    expect(cellOf(ps, 'Scale')).toBe('1:500');
    expect(cellOf(ps, 'Revision')).toBe('2026-06-01');
    expect(texts(ps).find((t) => t.text === 'Fountain Plaza & Arch')).toBeDefined();
    expect(texts(ps).some((t) => t.text === 'Notes')).toBe(false);
    // Ruled like a CAD title block: a border and lines between the cells.
    const border = ps.find((p): p is RectPrimitive => p.kind === 'rect')!;
    expect(border).toMatchObject({ x: 100, y: 50, width: 64 });
    expect(ps.filter((p) => p.kind === 'path').length).toBeGreaterThanOrEqual(9);
  });

  it('keeps empty cells to fill in by hand, adds notes and the fit warning when there are any', () => {
    const empty = titleBlock(input({ eventInfo: EMPTY_EVENT_INFO }), 64);
    const shown = texts(empty.draw(0, 0)).map((t) => t.text);
    expect(shown).toEqual(
      expect.arrayContaining(['Event', 'Organizer', 'Contact', 'Date', 'Time', 'Attendance', 'Permit #']),
    );
    const full = titleBlock(
      input({ eventInfo: { ...EMPTY_EVENT_INFO, notes: 'Sound check at 5 PM.' }, warning: doesNotFitText(500) }),
      64,
    );
    const ps = full.draw(0, 0);
    expect(cellOf(ps, 'Notes')).toBe('Sound check at 5 PM.');
    expect(texts(ps).find((t) => t.text.startsWith('The area does not fit'))).toMatchObject({ color: '#b91c1c' });
    expect(full.height).toBeGreaterThan(empty.height);
  });

  it('stays inside its width and within a bounded height, however long the values', () => {
    const long = 'Flushing Meadows Corona Park Unisphere and the Queens Museum Great Lawn '.repeat(6);
    const block = titleBlock(
      input({
        eventInfo: {
          ...EMPTY_EVENT_INFO,
          name: long,
          organizer: long,
          contact: long,
          date: long,
          time: long,
          attendance: long,
          permit: long,
          notes: long,
        },
        areaTitle: long,
        areaSubtitle: long,
        warning: doesNotFitText(250),
      }),
      64,
    );
    const ps = block.draw(10, 20);
    for (const t of texts(ps)) {
      expect(textLeft(t) + t.width, t.text).toBeLessThanOrEqual(10 + 64);
      expect(t.y, t.text).toBeLessThanOrEqual(20 + block.height);
    }
    expect(block.height).toBeLessThan(95);
  });
});

describe('pages on every paper', () => {
  const areaBbox: BBox = [-73.999, 40.73, -73.9955, 40.732];

  it.each(ALL)('%s %s: the map in its frame, everything else inside the page and off the map', (paper, orientation) => {
    const g = pageGeometry(paper, orientation);
    const page = samplePage({
      options: { includeDimensions: true, dimensionUnits: 'm', paper, orientation, scale: 'fit' },
      frame: frameAround(areaBbox, g.mapFrame),
    });
    const doc = layoutDocument(page, true);
    expect(doc.formats[0]).toEqual({ paper, orientation });
    // Summary pages are landscape on the same paper.
    for (const f of doc.formats.slice(1)) expect(f).toEqual({ paper, orientation: 'landscape' });
    expect(doc.formats).toHaveLength(doc.pages.length);
    const mapPage = doc.pages[0]!;
    expect(mapPage.find((p) => p.kind === 'image' && p.image === 'map')).toMatchObject(g.mapFrame);
    const onMap = (t: TextPrimitive) =>
      textLeft(t) >= g.mapFrame.x &&
      textLeft(t) <= g.mapFrame.x + g.mapFrame.width &&
      t.y >= g.mapFrame.y &&
      t.y <= g.mapFrame.y + g.mapFrame.height;
    for (const t of texts(mapPage)) {
      expect(textLeft(t) + t.width, t.text).toBeLessThanOrEqual(g.page.width - PAGE_MARGIN_MM + 1e-6);
      expect(t.y, t.text).toBeLessThanOrEqual(g.page.height - PAGE_MARGIN_MM + 1e-6);
    }
    for (const label of ['Legend', 'N', 'Event', 'Site', 'Revision']) {
      const t = texts(mapPage).find((x) => x.text === label)!;
      expect(onMap(t), label).toBe(false);
    }
    expect(texts(mapPage).some((t) => /^1:[\d,]+ \(fit to area\)$/.test(t.text))).toBe(true);
  });

  it.each(ALL)(
    '%s %s, crowded (every layer, every object, long texts, the fit warning): nothing leaves the panel or overlaps',
    (paper, orientation) => {
      const g = pageGeometry(paper, orientation);
      const long = 'Flushing Meadows Corona Park – Unisphere & the Queens Museum Great Lawn North Section '.repeat(4);
      const info = {
        ...EMPTY_EVENT_INFO,
        name: long,
        organizer: long,
        contact: long,
        date: long,
        time: long,
        attendance: long,
        permit: long,
        notes: long,
      };
      const page = samplePage({
        options: { includeDimensions: true, dimensionUnits: 'ft', paper, orientation, scale: 250 },
        frame: frameAround(areaBbox, g.mapFrame, -0.3),
        areaTitle: long,
        areaSubtitle: long,
        eventInfo: info,
        legendLayers: ALL_LAYERS,
        objects: ALL_OBJECTS,
      });
      const ps = layoutDocument(page, true).pages[0]!;
      const panelTexts = texts(ps).filter(
        (t) =>
          t.y > g.panel.y &&
          textLeft(t) >= g.panel.x - 1e-6 &&
          (g.panelLayout === 'below' || textLeft(t) > g.mapFrame.x + g.mapFrame.width),
      );
      expect(panelTexts.map((t) => t.text).join(' ')).toContain('does not fit');
      for (const t of panelTexts) {
        expect(textLeft(t) + t.width, t.text).toBeLessThanOrEqual(g.panel.x + g.panel.width + 1e-6);
        expect(t.y, t.text).toBeLessThanOrEqual(g.panel.y + g.panel.height + 1e-6);
      }
      // The title block's border sits above the footer and inside the panel.
      const border = ps
        .filter(
          (p): p is RectPrimitive =>
            p.kind === 'rect' && p.lineWidth === 0.3 && p.x >= g.panel.x - 1e-6 && p.y >= g.panel.y - 1e-6,
        )
        .find((r) => r.height > 40)!;
      expect(border).toBeDefined();
      const footer = texts(ps).find((t) => t.text.startsWith('Generated'))!;
      expect(border.y + border.height).toBeLessThan(footer.y - 1.5);
      expect(border.y).toBeGreaterThanOrEqual(g.panel.y - 1e-6);
      // Panel text lines in one column never overlap (baselines at least 2 mm apart at the same x).
      const byColumn = new Map<number, TextPrimitive[]>();
      for (const t of panelTexts.filter((x) => x.align === 'left' && x.sizePt >= 6.5))
        byColumn.set(t.x, [...(byColumn.get(t.x) ?? []), t]);
      for (const column of byColumn.values()) {
        const sorted = column.sort((a, b) => a.y - b.y);
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i]!.y - sorted[i - 1]!.y, sorted[i]!.text).toBeGreaterThan(2);
      }
    },
  );

  it('at a fixed scale: the written scale and the bar true to it, and a warning only when the area is cut off', () => {
    const g = pageGeometry('letter', 'landscape');
    const css = cssSizeFor(g.mapFrame);
    const options = {
      includeDimensions: false,
      dimensionUnits: 'm' as const,
      paper: 'letter' as const,
      orientation: 'landscape' as const,
      scale: 500 as const,
    };
    const framing = framingAtScale(areaBbox, g.mapFrame, css, 500);
    expect(framing.fits).toBe(false);
    const cut = texts(layoutDocument(samplePage({ options, frame: framing.frame }), true).pages[0]!);
    expect(cut.map((t) => t.text)).toContain('Scale 1:500');
    expect(cut.map((t) => t.text).join(' ')).toContain('The area does not fit on this page at 1:500');

    const small = groundSquare(-73.998, 40.731, 60);
    const fitting = framingAtScale(small, g.mapFrame, css, 500);
    const page = samplePage({ options, frame: fitting.frame, areaGeometry: rectPolygon(...small) });
    const ps = layoutDocument(page, true).pages[0]!;
    expect(
      texts(ps)
        .map((t) => t.text)
        .join(' '),
    ).not.toContain('does not fit');
    // The bar: its segments' total length is the ground it claims at 1:500 (0.5 m per mm).
    const length = chooseScaleLength(0.5, 'm');
    const label = texts(ps).find((t) => t.text === length.label)!;
    const zero = texts(ps).find((t) => t.text === '0' && Math.abs(t.y - label.y) < 1e-9)!;
    const bar = ps.filter(
      (p): p is RectPrimitive => p.kind === 'rect' && p.height === 1.6 && p.y < label.y && label.y - p.y < 6,
    );
    const barLength = Math.max(...bar.map((r) => r.x + r.width)) - Math.min(...bar.map((r) => r.x));
    expect(Math.abs(barLength - length.groundMetres / 0.5) / (length.groundMetres / 0.5)).toBeLessThan(0.01);
    expect(label.x - zero.x).toBeCloseTo(barLength, 6);
  });

  it('writes each page at its paper’s exact point size (Letter landscape 792 x 612, Tabloid 1224 x 792)', async () => {
    const sizes: Record<string, string> = {};
    for (const [paper, orientation] of [
      ['letter', 'landscape'],
      ['tabloid', 'landscape'],
      ['legal', 'portrait'],
      ['a3', 'portrait'],
    ] as const) {
      const api = createExportApi({ encodeJpeg: async () => TINY_JPEG.slice(), compressPdf: false });
      const g = pageGeometry(paper, orientation);
      const page = samplePage({
        options: { includeDimensions: true, dimensionUnits: 'm', paper, orientation },
        frame: frameAround(areaBbox, g.mapFrame),
      });
      const result = await api.compose({ job: 1 }, page, { map: fakeBitmap(), locator: fakeBitmap(380, 236) });
      const boxes = [...pdfText(result.file.bytes).matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) =>
        m[1]!
          .trim()
          .split(/\s+/)
          .map(Number)
          .slice(2)
          .map((n) => Math.round(n * 100) / 100)
          .join(' x '),
      );
      sizes[`${paper} ${orientation}`] = boxes.join(', ');
    }
    expect(sizes['letter landscape']!.split(', ')[0]).toBe('792 x 612');
    expect(sizes['tabloid landscape']!.split(', ')[0]).toBe('1224 x 792');
    expect(sizes['legal portrait']!.split(', ')[0]).toBe('612 x 1008');
    // A portrait map page, then its summaries in landscape on the same paper.
    expect(sizes['legal portrait']!.split(', ')[1]).toBe('1008 x 612');
    expect(sizes['a3 portrait']!.split(', ')[0]).toBe('841.89 x 1190.55');
  });
});
