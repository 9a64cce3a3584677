/** A GeoJSON or KML file being read, and the shapes it added: what the banner over the map says. */
import { signal } from '@preact/signals-react';
import type { BBox } from '../../shared/geometry/bbox';

/** The file being read off the page; `fraction` once its features are being turned into shapes. */
export interface ImportProgress {
  fileName: string;
  fraction: number | null;
}
export const importProgress = signal<ImportProgress | null>(null);

export interface ShapesAdded {
  fileName: string;
  count: number;
  /** Features skipped, network links not fetched, outlines that cross themselves. */
  notices: readonly string[];
  /** Set while the view has not moved to shapes far from the focused area: the banner asks. */
  far: { bbox: BBox; distance: string; areaName: string } | null;
}
export const shapesAdded = signal<ShapesAdded | null>(null);
