/** The chosen geography (area mode), remembered in local storage. */
import { signal } from '@preact/signals-react';
import { STORAGE_KEYS } from './storageKeys';
import { DEFAULT_GEOGRAPHY, isGeographyType, type GeographyType } from '../../shared/geography/modes';
import { readStored, removeStored, writeStored } from './storage';

const stored = readStored('local', STORAGE_KEYS.geography, (v): v is { type: GeographyType } =>
  isGeographyType((v as { type?: unknown } | null)?.type),
);

export const geographyType = signal<GeographyType>(stored?.type ?? DEFAULT_GEOGRAPHY);
export const geographyChosen = signal<boolean>(stored !== null);
/** Asked for by the user (window event or the 'Wrong mode selected?' button). */
export const geographyChooserRequested = signal(false);

export function chooseGeography(type: GeographyType): void {
  writeStored('local', STORAGE_KEYS.geography, { type });
  geographyType.value = type;
  geographyChosen.value = true;
  geographyChooserRequested.value = false;
}

/**
 * The spec's reset: back to parks and not chosen. Nothing is remembered any more, so the chooser shows
 * again (it shows whenever no geography is chosen and no tutorial or welcome is open) and cannot be skipped.
 */
export function resetGeography(): void {
  removeStored('local', STORAGE_KEYS.geography);
  geographyType.value = DEFAULT_GEOGRAPHY;
  geographyChosen.value = false;
  geographyChooserRequested.value = false;
}
