/**
 * A file dropped on the map is imported, as Felt and Placemark do: a plan file, or a GeoJSON or
 * KML/KMZ file whose shapes join the plan. Only drags that carry files are taken, so dragging on the
 * map itself (objects, shapes, the camera) is untouched.
 */
import { useEffect, type RefObject } from 'react';
import { importPlanFile } from '../app/plan/planImport';

const carriesFiles = (e: DragEvent): boolean => e.dataTransfer?.types.includes('Files') ?? false;

export function useFileDrop(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      // Without this the browser opens the file in the tab, leaving the plan.
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      const file = e.dataTransfer?.files[0];
      if (file) void importPlanFile(file);
    };
    el.addEventListener('dragover', over);
    el.addEventListener('drop', drop);
    return () => {
      el.removeEventListener('dragover', over);
      el.removeEventListener('drop', drop);
    };
  }, [target]);
}
