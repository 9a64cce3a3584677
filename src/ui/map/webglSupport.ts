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

/**
 * Null when a WebGL2 context can be created, else why not. The probe's context is given back at
 * once: browsers allow only a few live contexts per page.
 */
export function webglUnavailable(doc: Pick<Document, 'createElement'> = document): string | null {
  try {
    const canvas = doc.createElement('canvas');
    let creationError = '';
    canvas.addEventListener(
      'webglcontextcreationerror',
      (e) => (creationError = (e as WebGLContextEvent).statusMessage || ''),
      { once: true },
    );
    const gl = canvas.getContext('webgl2');
    if (!gl) return creationError || 'the browser gave no WebGL2 context';
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

/**
 * Why a mount failed, in the kinds the page words. The page asks webglUnavailable() before mounting
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
