/**
 * The nudge engine's API (the permit pre-check). The plan (objects, shapes, event information) and its
 * context (setting, focused area, street zone) come from the UI; the infrastructure points come straight
 * from the layers worker over a MessagePort (attachFeatureFeed), which this worker tells which layers
 * its rules need; only layers of the current focus are kept.
 */
import { TARGET_LAYERS, type ShapeLabel } from '../../shared/nudges/engine';
import type { CheckedObject } from '../../shared/nudges/checkedObject';
import { isFeatureFeedMessage, type FeatureFeedMessage, type NeedMessage } from '../../shared/nudges/feed';
import type { Nudge } from '../../shared/nudges/rules';
import { PreCheckEngine, type PreCheck, type PreCheckContext, type PreCheckPlan } from '../../shared/precheck/preCheck';

export function createNudgesApi() {
  const preCheck = new PreCheckEngine(() => performance.now());
  const engine = preCheck.engine;
  const listeners = new Set<() => void>();
  /** The layers worker's port: one at a time. */
  let feed: MessagePort | null = null;

  /** The feed's messages in their order: a 'clear' begins a new focus, what follows is its. */
  function apply(m: FeatureFeedMessage): void {
    if (m.kind === 'clear') engine.clearInfrastructure();
    if (m.kind === 'layer') engine.setInfrastructure(m.layerId, m.ids, m.coords);
    if (m.kind === 'failed') engine.setLayerFailed(m.layerId, m.message);
  }

  return {
    upsertObject(o: CheckedObject): void {
      engine.upsertObject(o);
    },
    removeObject(id: string): void {
      engine.removeObject(id);
    },
    setObjects(all: CheckedObject[]): void {
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

    /** Where the plan is (setting, focused area, street zone): set on each focus. */
    setContext(context: PreCheckContext): void {
      preCheck.setContext(context);
    },

    /** The page's plan in one message, answered with the whole pre-check: one round trip per recompute. */
    update(plan: PreCheckPlan): PreCheck {
      return preCheck.update(plan);
    },

    /**
     * Listens on the port the layers worker posts its point layers to. onApplied (a comlink proxy from
     * the UI) hears each applied message, so nudges can be re-read when the infrastructure changes. A
     * new port replaces the one before (a restarted layers or nudge worker): the layers worker starts
     * it from what it holds, so what came over the old one is dropped.
     */
    attachFeatureFeed(port: MessagePort, onApplied?: () => void): void {
      feed?.close();
      feed = port;
      engine.clearInfrastructure();
      listeners.clear();
      if (onApplied) listeners.add(onApplied);
      port.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (port !== feed || !isFeatureFeedMessage(event.data)) return;
        apply(event.data);
        // A listener whose page has gone (a released proxy) is dropped rather than failing the feed.
        for (const l of listeners)
          Promise.resolve()
            .then(() => l())
            .catch(() => listeners.delete(l));
      });
      port.start();
      // The layers the rules measure against are loaded for every focus, shown or not.
      const need: NeedMessage = { kind: 'need', layers: [...TARGET_LAYERS] };
      port.postMessage(need);
    },
  };
}

export type NudgesApi = ReturnType<typeof createNudgesApi>;
