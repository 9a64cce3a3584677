/**
 * A file dropped on the map is imported, as Felt and Placemark do: a plan file, a GeoJSON or KML/KMZ
 * file whose shapes join the plan, or a returned packet (PDF) whose markups become review comments. Only drags that carry files are taken, so dragging on the
 * map itself (objects, shapes, the camera) is untouched.
 */
import { useEffect, type RefObject } from 'react';
import { importPlanFile } from '../app/plan/planImport';
import { planApplying } from '../store/planFile';
import { planReadOnly } from '../store/share';

const carriesFiles = (e: DragEvent): boolean => e.dataTransfer?.types.includes('Files') ?? false;
/** Not on a shared plan being viewed, nor while a plan is being applied. */
const canDrop = () => !planReadOnly.peek() && planApplying.peek() === null;

export function useFileDrop(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const over = (e: DragEvent) => {
      if (!carriesFiles(e) || !canDrop()) return;
      // Without this the browser opens the file in the tab, leaving the plan.
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      // Handled either way, so a dropped file never replaces the app with the browser's own viewer.
      e.preventDefault();
      const file = e.dataTransfer?.files[0];
      if (file && canDrop()) void importPlanFile(file);
    };
    el.addEventListener('dragover', over);
    el.addEventListener('drop', drop);
    return () => {
      el.removeEventListener('dragover', over);
      el.removeEventListener('drop', drop);
    };
  }, [target]);
}
