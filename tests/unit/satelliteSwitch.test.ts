import { describe, expect, it, vi } from 'vitest';
import { diff } from '@maplibre/maplibre-gl-style-spec';
import type { StyleSpecification } from 'maplibre-gl';
import { STYLE_RELOAD_FALLBACK_MS, BASEMAP_REACH_TIMEOUT_MS } from '../../src/shared/map/constants';
import type { BasemapChoice, Theme } from '../../src/shared/map/basemaps';
import { BaseStyles, type LoadedBase } from '../../src/ui/map/baseStyleLoader';
import { composeStyle } from '../../src/ui/map/styles/baseStyles';
import { overlayStateWith } from '../support/overlayState';
import { LAYER_IDS } from '../../src/ui/map/styles/overlayLayers';

const streets: StyleSpecification = {
  version: 8,
  center: [0, 0],
  zoom: 3,
  sources: { carto: { type: 'vector', url: 'https://example.test/tiles.json' } },
  layers: [
    { id: 'background', type: 'background' },
    { id: 'landuse', type: 'fill', source: 'carto', 'source-layer': 'landuse' },
    { id: 'hillshade', type: 'raster', source: 'carto' },
    { id: 'road_minor', type: 'line', source: 'carto', 'source-layer': 'transportation' },
    {
      id: 'bridge_major',
      type: 'line',
      source: 'carto',
      'source-layer': 'transportation',
      layout: { 'line-cap': 'round' },
    },
    { id: 'waterway', type: 'line', source: 'carto', 'source-layer': 'waterway' },
    { id: 'building', type: 'fill', source: 'carto', 'source-layer': 'building', layout: { visibility: 'none' } },
    { id: 'place_label', type: 'symbol', source: 'carto', 'source-layer': 'place' },
  ],
};

const overlays = overlayStateWith({ areas: { tilesKey: 'k', kind: 'polygon', bbox: [-74, 40.7, -73.9, 40.8] } });

const carto: BasemapChoice = { key: 'carto', year: 2018 };
const satellite: BasemapChoice = { key: 'satellite', year: 2018 };
const visibility = (style: StyleSpecification, id: string) =>
  (style.layers.find((l) => l.id === id)?.layout as { visibility?: string } | undefined)?.visibility ?? 'visible';

function keeper() {
  const load = vi.fn((theme: Theme, _timeoutMs: number): Promise<LoadedBase> =>
    Promise.resolve({ style: { ...streets, name: theme }, fallback: false }),
  );
  return { bases: new BaseStyles(load), load };
}

describe('Satellite switching keeps the style: the raster goes under the area fill and the base layers hide, so switching back is instant', () => {
  it('adds the imagery right below the permit-area fill and hides the base fill, raster and road layers', () => {
    const style = composeStyle(streets, overlays, 'light', 2018);
    const ids = style.layers.map((l) => l.id);
    expect(ids.indexOf('satellite-labels') + 1).toBe(ids.indexOf(LAYER_IDS.areaFill));
    expect(ids.indexOf('satellite')).toBe(ids.indexOf('satellite-labels') - 1);
    expect(style.sources.satellite).toMatchObject({
      type: 'raster',
      tiles: ['https://maps.nyc.gov/xyz/1.0.0/photo/2018/{z}/{x}/{y}.png8'],
    });
    for (const id of ['landuse', 'hillshade', 'road_minor', 'bridge_major'])
      expect(visibility(style, id), id).toBe('none');
    for (const id of ['background', 'waterway', 'place_label']) expect(visibility(style, id), id).toBe('visible');
    // The base's other layout properties are kept beside the hidden visibility.
    expect(style.layers.find((l) => l.id === 'bridge_major')?.layout).toEqual({
      'line-cap': 'round',
      visibility: 'none',
    });
    // A new style keeps the map's centre and zoom: the base's own camera is left out.
    expect(style.center).toBeUndefined();
    expect(style.zoom).toBeUndefined();
  });

  it("switches both ways by a style diff that MapLibre applies in place, restoring each layer's own visibility", () => {
    const streetsStyle = composeStyle(streets, overlays, 'light', null);
    const satelliteStyle = composeStyle(streets, overlays, 'light', 2018);
    const inPlace = new Set(['addLayer', 'removeLayer', 'setLayoutProperty', 'addSource', 'removeSource']);
    for (const [from, to] of [
      [streetsStyle, satelliteStyle],
      [satelliteStyle, streetsStyle],
    ] as const) {
      const commands = diff(from, to).map((c) => c.command);
      expect(commands.length).toBeGreaterThan(0);
      expect(commands.filter((c) => !inPlace.has(c))).toEqual([]);
    }
    // Back on the streets: what was hidden by the base itself stays hidden, the rest shows again.
    expect(visibility(streetsStyle, 'building')).toBe('none');
    expect(visibility(streetsStyle, 'landuse')).toBe('visible');
    expect(streetsStyle.layers.some((l) => l.id === 'satellite')).toBe(false);
  });

  it('keeps the streets style under the imagery and reloads it only when the theme no longer matches, within 2.5 s', async () => {
    const { bases, load } = keeper();
    const first = await bases.baseFor(carto, 'light');
    expect(load).toHaveBeenLastCalledWith('light', BASEMAP_REACH_TIMEOUT_MS);
    expect((await bases.baseFor(satellite, 'light')).style).toBe(first.style);
    expect((await bases.baseFor(carto, 'light')).style).toBe(first.style);
    expect(load).toHaveBeenCalledTimes(1);
    // The theme changed while on satellite: the imagery keeps the base; back on the streets it is reloaded.
    expect((await bases.baseFor(satellite, 'dark')).style).toBe(first.style);
    const dark = await bases.baseFor(carto, 'dark');
    expect(dark.style.name).toBe('dark');
    expect(load).toHaveBeenLastCalledWith('dark', STYLE_RELOAD_FALLBACK_MS);
    expect(STYLE_RELOAD_FALLBACK_MS).toBe(2500);
  });

  it("refuses an unknown basemap key with the spec's error", async () => {
    const { bases } = keeper();
    await expect(bases.baseFor({ key: 'terrain' as BasemapChoice['key'], year: 2018 }, 'light')).rejects.toThrow(
      new Error('Unknown basemap key terrain'),
    );
  });
});
