/**
 * The theme choice in local storage, as the spec stores it: the bare text 'dark' or 'light'. Earlier
 * versions stored it JSON-encoded ("\"dark\""); both are read, so nobody's choice is lost.
 */
import { STORAGE_KEYS } from './storageKeys';
import type { Theme } from '../../shared/map/basemaps';
import { readStoredText, writeStoredText } from './storage';

const isTheme = (v: unknown): v is Theme => v === 'dark' || v === 'light';

/** The stored text as a theme: bare ('dark') or JSON-encoded ('"dark"'); anything else is no choice. */
export function parseStoredTheme(raw: string | null): Theme | null {
  if (raw === null) return null;
  if (isTheme(raw)) return raw;
  try {
    const decoded: unknown = JSON.parse(raw);
    return isTheme(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

export function readThemeChoice(): Theme | null {
  return parseStoredTheme(readStoredText('local', STORAGE_KEYS.theme));
}

export function writeThemeChoice(theme: Theme): void {
  writeStoredText('local', STORAGE_KEYS.theme, theme);
}
