import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../src/ui/store/storageKeys';
import { parseStoredTheme, readThemeChoice, writeThemeChoice } from '../../src/ui/store/themeStorage';

function fakeLocalStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe("The theme is stored as 'dark' or 'light' and both that and the older JSON-encoded value are read", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("writes the bare text 'dark' or 'light' under the theme key", () => {
    const localStorage = fakeLocalStorage();
    vi.stubGlobal('window', { localStorage });
    writeThemeChoice('dark');
    expect(localStorage.items.get(STORAGE_KEYS.theme)).toBe('dark');
    writeThemeChoice('light');
    expect(localStorage.items.get(STORAGE_KEYS.theme)).toBe('light');
  });

  it("reads the spec's bare value and the JSON-encoded value earlier versions wrote", () => {
    vi.stubGlobal('window', { localStorage: fakeLocalStorage({ [STORAGE_KEYS.theme]: 'light' }) });
    expect(readThemeChoice()).toBe('light');
    vi.stubGlobal('window', { localStorage: fakeLocalStorage({ [STORAGE_KEYS.theme]: '"dark"' }) });
    expect(readThemeChoice()).toBe('dark');
  });

  it('treats a missing or foreign value as no choice (the system preference is followed)', () => {
    vi.stubGlobal('window', { localStorage: fakeLocalStorage() });
    expect(readThemeChoice()).toBeNull();
    for (const raw of ['"blue"', 'Dark', '{', '42', '']) expect(parseStoredTheme(raw)).toBeNull();
  });
});
