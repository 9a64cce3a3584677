/**
 * The feature feed: the layers worker hands its point layers to the nudge worker over a MessagePort,
 * worker to worker, so 100,000 points never cross the UI thread. Arrays are transferred, not copied.
 * The other way, the nudge worker names the layers its rules need ('need'): the layers worker loads
 * them for every focus whether or not they are shown, and reports a failed one ('failed').
 * A port keeps its messages' order and the layers worker posts nothing for a focus it has left, so
 * the messages need no numbering: what follows a 'clear' is the new focus's. A new port (a restarted
 * worker on either side) starts from a 'clear' and what the layers worker holds.
 */
import type { LayerFeature } from '../layers/features';

export type FeatureFeedMessage =
  /** One point layer of the current focus: ids[i] (the feature's id) at coords[2i], coords[2i+1] (lng, lat). */
  | { kind: 'layer'; layerId: string; ids: Uint32Array; coords: Float64Array }
  /** The focus changed: drop every layer. */
  | { kind: 'clear' }
  /** A needed layer of the current focus failed to load (after the fetch's retries), with why. */
  | { kind: 'failed'; layerId: string; message: string };

/** From the nudge worker to the layers worker: the layers its rules measure against. */
export interface NeedMessage {
  kind: 'need';
  layers: string[];
}

export function isNeedMessage(value: unknown): value is NeedMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return m.kind === 'need' && Array.isArray(m.layers) && m.layers.every((l) => typeof l === 'string');
}

/** A posted message is checked before it is applied: a port can be handed anything. */
export function isFeatureFeedMessage(value: unknown): value is FeatureFeedMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  if (m.kind === 'clear') return true;
  if (m.kind === 'failed') return typeof m.layerId === 'string' && typeof m.message === 'string';
  return (
    m.kind === 'layer' &&
    typeof m.layerId === 'string' &&
    m.ids instanceof Uint32Array &&
    m.coords instanceof Float64Array &&
    m.coords.length === m.ids.length * 2
  );
}

/**
 * A layer message from normalised point features, with the buffers to transfer
 * (`port.postMessage(message, transfer)`). A MultiPoint gives one entry per point, all with its id;
 * other geometries are skipped (the proximity rules measure to points).
 */
export function pointLayerMessage(
  layerId: string,
  features: readonly LayerFeature[],
): { message: FeatureFeedMessage; transfer: ArrayBuffer[] } {
  const ids: number[] = [];
  const coords: number[] = [];
  for (const f of features) {
    const g = f.geometry;
    const points = g.type === 'Point' ? [g.coordinates] : g.type === 'MultiPoint' ? g.coordinates : [];
    for (const p of points) {
      ids.push(f.id);
      coords.push(p[0]!, p[1]!);
    }
  }
  const message = {
    kind: 'layer' as const,
    layerId,
    ids: Uint32Array.from(ids),
    coords: Float64Array.from(coords),
  };
  return { message, transfer: [message.ids.buffer, message.coords.buffer] };
}

/**
 * The layers the nudge rules measure against; only these are sent to the nudge worker. The engine's
 * TARGET_LAYERS is the source (a test keeps the two equal); this copy spares the layers worker the engine.
 */
export const NUDGE_TARGET_LAYERS: ReadonlySet<string> = new Set(['trees', 'benches', 'pedestrianRamps', 'hydrants']);
