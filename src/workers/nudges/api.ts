/**
 * The nudge engine's API. The plan (objects, shapes, event information) comes from the UI; the
 * infrastructure points come straight from the layers worker over a MessagePort (attachFeatureFeed),
 * and only layers of the current focus are kept.
 */
import { NudgeEngine, type PlacedObject, type ShapeLabel } from '../../shared/nudges/engine';
import { isFeatureFeedMessage, type FeatureFeedMessage } from '../../shared/nudges/feed';
import type { Nudge } from '../../shared/nudges/rules';

export function createNudgesApi() {
  const engine = new NudgeEngine();
  /** The focus generation whose layers the engine holds; a layer of an older one is stale. */
  let generation = 0;
  const listeners = new Set<(generation: number) => void>();

  function apply(m: FeatureFeedMessage): boolean {
    if (m.generation < generation) return false;
    // A newer generation without its clear (a lost or reordered message) still means a new focus.
    if (m.kind === 'clear' || m.generation > generation) {
      engine.clearInfrastructure();
      generation = m.generation;
    }
    if (m.kind === 'layer') engine.setInfrastructure(m.layerId, m.ids, m.coords);
    return true;
  }

  return {
    upsertObject(o: PlacedObject): void {
      engine.upsertObject(o);
    },
    removeObject(id: string): void {
      engine.removeObject(id);
    },
    setObjects(all: PlacedObject[]): void {
      engine.setObjects(all);
    },
    setShapes(shapes: ShapeLabel[]): void {
      engine.setShapes(shapes);
    },
    setEventInfo(info: Record<string, string>): void {
      engine.setEventInfo(info);
    },
    clearInfrastructure(): void {
      engine.clearInfrastructure();
    },
    nudges(): Nudge[] {
      return [...engine.nudges()];
    },

    /** The page's plan in one message, answered with the nudges: one round trip per recompute. */
    update(plan: { objects: PlacedObject[]; shapes: ShapeLabel[]; eventInfo: Record<string, string> }): Nudge[] {
      engine.setObjects(plan.objects);
      engine.setShapes(plan.shapes);
      engine.setEventInfo(plan.eventInfo);
      return [...engine.nudges()];
    },

    /**
     * Listens on the port the layers worker posts its point layers to. onApplied (a comlink proxy from
     * the UI) hears each applied message, so nudges can be re-read when the infrastructure changes.
     */
    attachFeatureFeed(port: MessagePort, onApplied?: (generation: number) => void): void {
      if (onApplied) listeners.add(onApplied);
      port.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (!isFeatureFeedMessage(event.data) || !apply(event.data)) return;
        const applied = generation;
        // A listener whose page has gone (a released proxy) is dropped rather than failing the feed.
        for (const l of listeners) Promise.resolve().then(() => l(applied)).catch(() => listeners.delete(l));
      });
      port.start();
    },

    /** The focus generation the infrastructure belongs to (tests, diagnostics). */
    feedGeneration(): number {
      return generation;
    },
  };
}

export type NudgesApi = ReturnType<typeof createNudgesApi>;
