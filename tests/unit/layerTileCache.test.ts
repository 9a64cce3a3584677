import { describe, expect, it } from 'vitest';
import { LayerTileCache } from '../../src/shared/layers/raster/layerTileCache';

describe("The layers' own raster tiles, kept for composites", () => {
  it('keeps tiles within its byte budget, dropping the least recently used and releasing them', () => {
    const released: string[] = [];
    // Room for two 10 px tiles (400 bytes each).
    const cache = new LayerTileCache<string>(800, (image) => released.push(image));
    cache.set('a', 'A', 10);
    cache.set('b', 'B', 10);
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C', 10);
    expect(released).toEqual(['B']);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual(['A', 'C']);
    expect(cache.usedBytes).toBe(800);
  });

  it('remembers a tile with nothing on it for free', () => {
    const cache = new LayerTileCache<string>(400, () => undefined);
    cache.set('empty', null, 512);
    cache.set('a', 'A', 10);
    expect(cache.get('empty')).toBeNull();
    expect(cache.usedBytes).toBe(400);
  });

  it('drops the tiles of loads that are no longer current', () => {
    const released: string[] = [];
    const cache = new LayerTileCache<string>(10_000, (image) => released.push(image));
    cache.set('trees.1|18/1/2', 'T1', 10);
    cache.set('trees.2|18/1/2', 'T2', 10);
    cache.dropWhere((key) => key.startsWith('trees.1|'));
    expect(released).toEqual(['T1']);
    expect(cache.size).toBe(1);
  });

  it('replacing a tile releases the old one', () => {
    const released: string[] = [];
    const cache = new LayerTileCache<string>(10_000, (image) => released.push(image));
    cache.set('k', 'old', 10);
    cache.set('k', 'new', 10);
    expect(released).toEqual(['old']);
    expect(cache.usedBytes).toBe(400);
  });
});
