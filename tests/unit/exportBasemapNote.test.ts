// The packet without a full basemap: the note in the map frame, which tiles count as the basemap, and
// the frame a plain-background export fits when no map can be drawn.
import { describe, expect, it } from 'vitest';
import type * as maplibregl from 'maplibre-gl';
import { BASEMAP_NOTES, basemapNoteFor, basemapNotePrimitives } from '../../src/shared/export/basemapNote';
import { fittedFrame } from '../../src/shared/export/mapScale';
import { MAP_FRAME_MM } from '../../src/shared/export/pageLayout';
import type { RectPrimitive, TextPrimitive } from '../../src/shared/export/primitives';
import { project } from '../../src/shared/geography/mercator';
import { basemapSourceIds } from '../../src/ui/map/basemapCoverage';

describe('the basemap note', () => {
  it('is said only when the basemap is not all there', () => {
    expect(basemapNoteFor('full')).toBeNull();
    expect(basemapNoteFor('none')).toBe(BASEMAP_NOTES.none);
    expect(basemapNoteFor('partial')).toBe(BASEMAP_NOTES.partial);
  });

  it("sits boxed in the frame's lower-left corner, wrapped inside its box", () => {
    const prims = basemapNotePrimitives(BASEMAP_NOTES.none, MAP_FRAME_MM);
    const box = prims[0] as RectPrimitive;
    const lines = prims.slice(1) as TextPrimitive[];
    expect(box.kind).toBe('rect');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l.text).join(' ')).toBe(BASEMAP_NOTES.none);
    const f = MAP_FRAME_MM;
    expect(box.x).toBeGreaterThan(f.x);
    expect(box.y + box.height).toBeLessThan(f.y + f.height);
    expect(box.y).toBeGreaterThan(f.y + f.height / 2);
    for (const l of lines) {
      expect(l.x + l.width).toBeLessThanOrEqual(box.x + box.width);
      expect(l.y).toBeGreaterThan(box.y);
      expect(l.y).toBeLessThan(box.y + box.height);
    }
  });
});

describe("the basemap's sources", () => {
  it("are the style's tiles that are not the app's own (areas and layers from the workers)", () => {
    const style = {
      version: 8,
      sources: {
        carto: { type: 'vector', url: 'https://tiles.basemaps.cartocdn.com/vector/carto.streets/v1/tiles.json' },
        'satellite-imagery': { type: 'raster', tiles: ['https://maps.nyc.gov/xyz/1.0.0/photo/2018/{z}/{x}/{y}.png8'] },
        'permit-areas': { type: 'vector', tiles: ['stager-areas://parks.1/{z}/{x}/{y}'] },
        'focus-ephemeral': { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      },
      layers: [],
    } as unknown as maplibregl.StyleSpecification;
    expect(basemapSourceIds(style)).toEqual(['carto', 'satellite-imagery']);
    // The local fallback style has none: the export then says there is no basemap.
    expect(basemapSourceIds({ version: 8, sources: {}, layers: [] })).toEqual([]);
  });
});

describe('the fitted frame without a map', () => {
  const area: [number, number, number, number] = [-73.9846, 40.7526, -73.9821, 40.7545];
  const frameCss = { width: 794, height: 567 };

  it("holds the area with the padding on its tighter side, at the frame's own proportions", () => {
    const f = fittedFrame(area, frameCss, 12);
    const [fx0, fy0] = project(f.west, f.south);
    const [fx1, fy1] = project(f.east, f.north);
    expect((fx1 - fx0) / (fy1 - fy0)).toBeCloseTo(frameCss.width / frameCss.height, 9);
    const [ax0, ay0] = project(area[0], area[1]);
    const [ax1, ay1] = project(area[2], area[3]);
    const pxPerM = frameCss.width / (fx1 - fx0);
    const margins = [(ax0 - fx0) * pxPerM, (fx1 - ax1) * pxPerM, (ay0 - fy0) * pxPerM, (fy1 - ay1) * pxPerM];
    for (const m of margins) expect(m).toBeGreaterThanOrEqual(12 - 1e-6);
    // The area is centred, and one side is exactly at the padding.
    expect(margins[0]).toBeCloseTo(margins[1]!, 6);
    expect(margins[2]).toBeCloseTo(margins[3]!, 6);
    expect(Math.min(...margins)).toBeCloseTo(12, 6);
  });
});
