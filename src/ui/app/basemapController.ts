/** Basemap and theme switching, by the spec: one switch at a time, same choice ignored, revert on failure. */
import { effect } from '@preact/signals-react';
import type { BasemapChoice } from '../../shared/map/basemaps';
import { basemap, basemapSwitching, mapAdapter } from '../store/map';
import { theme } from '../store/theme';

const same = (a: BasemapChoice, b: BasemapChoice) => a.key === b.key && (a.key === 'carto' || a.year === b.year);

export async function switchBasemap(choice: BasemapChoice): Promise<void> {
  const previous = basemap.peek();
  const adapter = mapAdapter.peek();
  if (basemapSwitching.peek() || same(previous, choice) || !adapter) return;
  basemapSwitching.value = true;
  basemap.value = choice;
  try {
    if (!(await adapter.setBasemap(choice, theme.peek()))) basemap.value = previous;
  } catch {
    basemap.value = previous;
  } finally {
    basemapSwitching.value = false;
  }
}

/** A theme change reloads the base style of the new theme (overlays are carried across). */
export function followThemeOnMap(): () => void {
  let first = true;
  return effect(() => {
    const t = theme.value;
    if (first) {
      first = false;
      return;
    }
    void mapAdapter.peek()?.setBasemap(basemap.peek(), t);
  });
}
