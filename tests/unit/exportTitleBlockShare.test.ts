import { describe, expect, it } from 'vitest';
import { layoutDocument, exportGeometry } from '../../src/shared/export/compose';
import type { MapPathPrimitive, Primitive, TextPrimitive } from '../../src/shared/export/primitives';
import { QR_MAX_BYTES, QR_MAX_VERSION, qrMatrix, qrPrimitives } from '../../src/shared/export/qrCode';
import { MAX_REVISION_ROWS, QR_CAPTION, QR_SIDE_MM } from '../../src/shared/export/titleBlock';
import type { Revision } from '../../src/shared/plan/schema';
import { samplePage } from './helpers/exportFixtures';

const LINK = `https://stager.example.org/#plan=${'AbC-_9'.repeat(150)}`;
const REVISIONS: Revision[] = Array.from({ length: 7 }, (_, i) => ({
  revision: String.fromCharCode(65 + i),
  date: `2025-06-0${i + 1}`,
  description: `Change ${i + 1}`,
}));

const texts = (ps: readonly Primitive[]) => ps.filter((p): p is TextPrimitive => p.kind === 'text').map((t) => t.text);
/** The QR code's path: the only filled map path outside the map's clip, with hundreds of module runs. */
const qrPath = (ps: readonly Primitive[]) =>
  ps.find((p): p is MapPathPrimitive => p.kind === 'mapPath' && p.rings.length > 100);

describe("the title block's share QR code and revision table", () => {
  it('encodes the link in the smallest code that holds it, and refuses links too long to print', () => {
    const m = qrMatrix(LINK)!;
    expect(m.size).toBe(17 + 4 * m.version);
    expect(m.version).toBeLessThanOrEqual(QR_MAX_VERSION);
    // The three finder patterns: dark 7-module squares in three corners.
    for (const [r, c] of [
      [0, 0],
      [0, m.size - 7],
      [m.size - 7, 0],
    ])
      expect([m.dark(r!, c!), m.dark(r! + 6, c! + 6), m.dark(r! + 3, c! + 3), m.dark(r! + 1, c! + 1)]).toEqual([
        true,
        true,
        true,
        false,
      ]);
    expect(qrMatrix(`https://x.org/#plan=${'a'.repeat(3000)}`)).toBeNull();
    // The longest link a version-25 code holds still gets one, one character more does not.
    expect(qrMatrix('a'.repeat(QR_MAX_BYTES))).toMatchObject({ version: 25, level: 'L' });
    expect(qrMatrix('a'.repeat(QR_MAX_BYTES + 1))).toBeNull();
  });

  it('draws the dark modules as vector runs inside its square', () => {
    const m = qrMatrix('https://stager.example.org/#plan=short')!;
    const [background, code] = qrPrimitives(m, 10, 20, 30);
    expect(background).toMatchObject({ kind: 'rect', x: 10, y: 20, width: 30, height: 30 });
    const rings = (code as MapPathPrimitive).rings;
    let dark = 0;
    for (let r = 0; r < m.size; r++) for (let c = 0; c < m.size; c++) if (m.dark(r, c)) dark++;
    const module = 30 / (m.size + 8);
    const area = rings.reduce((a, ring) => a + (ring[1]![0] - ring[0]![0]) * (ring[2]![1] - ring[1]![1]), 0);
    expect(area / module ** 2).toBeCloseTo(dark, 6);
    for (const ring of rings) for (const [x, y] of ring) expect(x >= 10 && x <= 40 && y >= 20 && y <= 50).toBe(true);
  });

  it('prints the code and the last revisions on the A4 landscape packet', () => {
    const page = layoutDocument(samplePage({ shareLink: LINK, revisions: REVISIONS.slice(0, 3) }), true).pages[0]!;
    const shown = texts(page);
    expect(qrPath(page)).toBeDefined();
    expect(shown).toContain('Shared plan');
    expect(shown.join(' ')).toContain(QR_CAPTION.split(' ').slice(0, 4).join(' '));
    expect(shown).toEqual(expect.arrayContaining(['Rev.', 'Date', 'Description', 'A', 'Change 1', 'C', 'Change 3']));
  });

  it('prints the last five revisions and counts the earlier ones; the code keeps its place before older rows', () => {
    const roomy = layoutDocument(samplePage({ revisions: REVISIONS }), true).pages[0]!;
    const shown = texts(roomy);
    expect(shown).toEqual(expect.arrayContaining(['G', 'Change 7', 'C', 'Change 3']));
    expect(shown).not.toContain('Change 2');
    expect(shown).toContain(`${REVISIONS.length - MAX_REVISION_ROWS} earlier revisions in the saved plan`);
    const crowded = layoutDocument(samplePage({ shareLink: LINK, revisions: REVISIONS }), true).pages[0]!;
    expect(qrPath(crowded)).toBeDefined();
    expect(texts(crowded)).toContain('Change 7');
  });

  it('prints neither without a link or revisions, as before', () => {
    const page = layoutDocument(samplePage(), true).pages[0]!;
    expect(qrPath(page)).toBeUndefined();
    expect(texts(page)).not.toContain('Rev.');
  });

  it('keeps the block inside the portrait band, giving up the code before the block overflows', () => {
    for (const paper of ['letter', 'a4', 'tabloid'] as const) {
      const options = {
        includeDimensions: true,
        dimensionUnits: 'm' as const,
        paper,
        orientation: 'portrait' as const,
      };
      const request = samplePage({ shareLink: LINK, revisions: REVISIONS, options });
      const page = layoutDocument(request, true).pages[0]!;
      const band = exportGeometry(request).panel;
      const bottoms = page.flatMap((p) =>
        p.kind === 'text'
          ? [p.y]
          : p.kind === 'rect'
            ? [p.y + p.height]
            : p.kind === 'mapPath' && p.rings.length > 100
              ? [p.rings.flat().reduce((m, q) => Math.max(m, q[1]), 0)]
              : [],
      );
      expect(Math.max(...bottoms), paper).toBeLessThanOrEqual(band.y + band.height + 0.01);
      const qr = qrPath(page);
      if (qr) {
        const top = Math.min(...qr.rings.flat().map((q) => q[1]));
        expect(top).toBeGreaterThanOrEqual(band.y);
        expect(QR_SIDE_MM).toBeLessThan(band.height);
      }
    }
  });
});
