/**
 * An import's shapes kept in the plan worker, so thousands of them never cross to the page in one
 * message (whose decoding on the page is one long task): the page takes them in slices, and the
 * autosave then names each shape the worker already holds instead of copying it back. A shape is
 * immutable (every edit makes a new object), so the page's shape object that came from a held one
 * still equals it for as long as the page holds that object.
 */
import type { Plan, Shape } from '../objects/placed';
import type { PlanDocumentInput } from '../plan/schema';
import type { ImportRead } from './importFile';

/** A shape the plan worker holds: the import it came in and its place there. */
export interface ShapeRef {
  held: number;
  index: number;
}

/** The worker's answer to an import: shapes beyond a slice wait in the worker under `held`. */
export type HeldImportRead = ImportRead & { held?: { token: number; count: number } };

/** Autosave's plan: shapes the worker holds go by reference. */
export type HeldPlanInput = Omit<PlanDocumentInput, 'plan'> & {
  plan: { objects: Plan['objects']; shapes: readonly (Shape | ShapeRef)[] };
};

/** Shapes per message from the worker to the page: small enough that decoding one is a short task. */
export const SHAPES_PER_MESSAGE = 250;

export const isShapeRef = (s: Shape | ShapeRef): s is ShapeRef => 'held' in s;

export class HeldShapes {
  private readonly imports = new Map<number, { shapes: Shape[]; taken: boolean }>();
  private next = 0;

  /** Keeps a large import's shapes here and answers without them; a small one is answered whole. */
  hold(read: ImportRead): HeldImportRead {
    if (read.kind !== 'shapes' || !read.result.ok || read.result.read.shapes.length <= SHAPES_PER_MESSAGE) return read;
    const token = ++this.next;
    const { shapes } = read.result.read;
    this.imports.set(token, { shapes, taken: false });
    return {
      kind: 'shapes',
      result: { ok: true, read: { ...read.result.read, shapes: [] } },
      held: { token, count: shapes.length },
    };
  }

  /** Shapes [from, to) of a held import; the last slice marks it taken (then kept only while referenced). */
  slice(token: number, from: number, to: number): Shape[] {
    const held = this.imports.get(token);
    if (!held) throw new Error(`No held import ${token}`);
    if (to >= held.shapes.length) held.taken = true;
    return held.shapes.slice(from, to);
  }

  /** An import the page gave up taking (a newer import superseded it). */
  release(token: number): void {
    this.imports.delete(token);
  }

  /**
   * The plan with every reference replaced by its shape, or null when one names a shape not held
   * (the worker restarted): the page then sends the shapes themselves. Imports fully taken that the
   * plan no longer references are let go.
   */
  resolve(input: HeldPlanInput): PlanDocumentInput | null {
    const used = new Set<number>();
    const shapes: Shape[] = [];
    for (const s of input.plan.shapes) {
      if (!isShapeRef(s)) {
        shapes.push(s);
        continue;
      }
      const shape = this.imports.get(s.held)?.shapes[s.index];
      if (!shape) return null;
      used.add(s.held);
      shapes.push(shape);
    }
    for (const [token, held] of this.imports) if (held.taken && !used.has(token)) this.imports.delete(token);
    return { ...input, plan: { objects: input.plan.objects, shapes } };
  }
}
