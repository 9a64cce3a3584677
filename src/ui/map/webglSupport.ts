/**
 * Whether the map can start here, asked before MapLibre is: MapLibre 6 draws with WebGL2 and throws
 * when it cannot get a context (graphics acceleration or WebGL switched off, a blocked GPU, some remote
 * desktops). The app then says so in words and keeps everything that does not need the map.
 */
import { errorMessage } from '../../shared/errors/errorMessage';

export type MapStartFailureKind = 'webgl-unavailable' | 'map-failed';

/** Why the map did not start: the kind decides the words shown; the detail is the browser's own. */
export class MapStartError extends Error {
  override name = 'MapStartError';
  constructor(
    readonly kind: MapStartFailureKind,
    readonly detail: string,
  ) {
    super(kind === 'webgl-unavailable' ? `WebGL2 is unavailable: ${detail}` : `The map could not start: ${detail}`);
  }
}

/** What the probe learnt: why the map cannot start, or the renderer it would draw with (null when unnamed). */
export type WebglProbe = { unavailable: string } | { unavailable: null; renderer: string | null };

/** The WebGL renderer's name, unmasked where the browser allows it; null when it cannot be read. */
export function contextRendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string | null {
  try {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/**
 * Whether a WebGL2 context can be created, and whose renderer it is (the map's canvas is made to suit
 * a software one). The probe's context is given back at once: browsers allow only a few live contexts
 * per page.
 */
export function probeWebgl(doc: Pick<Document, 'createElement'> = document): WebglProbe {
  try {
    const canvas = doc.createElement('canvas');
    let creationError = '';
    canvas.addEventListener(
      'webglcontextcreationerror',
      (e) => (creationError = (e as WebGLContextEvent).statusMessage || ''),
      { once: true },
    );
    const gl = canvas.getContext('webgl2');
    if (!gl) return { unavailable: creationError || 'the browser gave no WebGL2 context' };
    const renderer = contextRendererName(gl);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { unavailable: null, renderer };
  } catch (error) {
    return { unavailable: errorMessage(error) };
  }
}

/**
 * Why a mount failed, in the kinds the page words. The page asks probeWebgl() before mounting
 * (so it need not wait for the basemap's style to learn it); this classifies what that cannot foresee,
 * such as a context MapLibre's own request was refused (its GPUInitializationError).
 */
export function mapStartFailure(error: unknown): MapStartError {
  if (error instanceof MapStartError) return error;
  const detail = errorMessage(error);
  const name = error instanceof Error ? error.name : '';
  const webgl = name === 'GPUInitializationError' || /webgl/i.test(detail);
  return new MapStartError(webgl ? 'webgl-unavailable' : 'map-failed', detail);
}
