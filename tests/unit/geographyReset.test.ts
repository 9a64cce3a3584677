import { describe, expect, it, vi } from 'vitest';

// The store reads local storage and listens for a window event at import: a Map-backed storage and an
// event target stand in for the browser's.
// The key is STORAGE_KEYS.geography's; hoisted code runs before imports, so it is spelt out here.
const stored = vi.hoisted(() => {
  const items = new Map<string, string>([['nyc-stager:geography', JSON.stringify({ type: 'plazas' })]]);
  const localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
  (globalThis as { window?: unknown }).window = Object.assign(new EventTarget(), { localStorage });
  return items;
});
import { STORAGE_KEYS } from '../../src/ui/store/storageKeys';
import {
  chooseGeography,
  geographyChosen,
  geographyChooserRequested,
  geographyType,
  resetGeography,
} from '../../src/ui/store/geography';

describe('Resetting the geography', () => {
  it('returns to parks and not chosen, and forgets the stored choice', () => {
    expect(geographyType.value).toBe('plazas');
    expect(geographyChosen.value).toBe(true);
    resetGeography();
    expect(geographyType.value).toBe('parks');
    expect(geographyChosen.value).toBe(false);
    expect(geographyChooserRequested.value).toBe(false);
    expect(stored.has(STORAGE_KEYS.geography)).toBe(false);
  });

  it('a choice after the reset is remembered again', () => {
    resetGeography();
    chooseGeography('intersections');
    expect(geographyChosen.value).toBe(true);
    expect(JSON.parse(stored.get(STORAGE_KEYS.geography)!)).toEqual({ type: 'intersections' });
  });
});
