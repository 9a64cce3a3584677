/**
 * The raster tiles' textures by URL: each requested once, uploaded on the first frame after its bitmap
 * arrives (inside the layer's render, where MapLibre expects GL state to change), kept while in view
 * and for a while after (a bounded cache), deleted when evicted or when the layer goes. Tiles can be
 * requested ahead of being drawn (a batch of layers prepared before it goes on the map); each arrival
 * is reported with its URL, and the layer decides whether a frame is due.
 */

/** A tile's bitmap by its URL; `wanted` aborts once its set is no longer wanted (the load is then cancelled). */
export type RasterImageLoader = (url: string, wanted: AbortSignal) => Promise<ImageBitmap | null>;

type Entry =
  | { state: 'loading' }
  | { state: 'ready'; texture: WebGLTexture | null; image: ImageBitmap | null }
  | { state: 'empty' };

export type TileState = Entry['state'];

/** Tiles kept beyond those in view, most recently wanted first. */
const CACHE_TILES = 64;

export class TileTextures {
  private readonly entries = new Map<string, Entry>();
  private cleared = false;

  constructor(
    private readonly gl: WebGLRenderingContext,
    private readonly load: RasterImageLoader,
    private readonly arrived: (url: string) => void,
  ) {}

  /**
   * The tile's state, starting its load the first time it is asked for (or again after a cancelled
   * one). `wanted` is its set's life: once it aborts, the load is cancelled (also in the worker).
   */
  request(url: string, wanted: AbortSignal): TileState {
    const entry = this.entries.get(url);
    if (entry) {
      // Re-inserted: the Map's order is the cache's recency.
      this.entries.delete(url);
      this.entries.set(url, entry);
      return entry.state;
    }
    this.entries.set(url, { state: 'loading' });
    // A cancelled load is forgotten, so it is asked again if its set is wanted again; a failed one
    // draws nothing (asking again would only fail again).
    this.load(url, wanted).then(
      (image) => this.settle(url, image),
      () => {
        if (wanted.aborted) this.forget(url);
        else this.settle(url, null);
      },
    );
    return 'loading';
  }

  /** The tile's state without asking for it: 'absent' when never asked, evicted or cancelled. */
  peek(url: string): TileState | 'absent' {
    return this.entries.get(url)?.state ?? 'absent';
  }

  /** The tile's texture, uploading its bitmap first if it has just arrived (call while rendering). */
  texture(url: string): WebGLTexture | null {
    const entry = this.entries.get(url);
    if (entry?.state !== 'ready') return null;
    if (!entry.texture && entry.image) {
      entry.texture = this.upload(entry.image);
      entry.image.close();
      entry.image = null;
    }
    return entry.texture;
  }

  /** Evicts the least recently wanted tiles beyond the cache's size, never those in `inView` nor loading ones. */
  keep(inView: ReadonlySet<string>): void {
    let excess = this.entries.size - inView.size - CACHE_TILES;
    for (const [url, entry] of this.entries) {
      if (excess <= 0) break;
      if (inView.has(url) || entry.state === 'loading') continue;
      this.free(entry);
      this.entries.delete(url);
      excess--;
    }
  }

  clear(): void {
    this.cleared = true;
    for (const entry of this.entries.values()) this.free(entry);
    this.entries.clear();
  }

  private free(entry: Entry): void {
    if (entry.state !== 'ready') return;
    if (entry.texture) this.gl.deleteTexture(entry.texture);
    entry.image?.close();
  }

  private forget(url: string): void {
    if (this.entries.get(url)?.state === 'loading') this.entries.delete(url);
    if (!this.cleared) this.arrived(url);
  }

  private settle(url: string, image: ImageBitmap | null): void {
    if (this.cleared || this.entries.get(url)?.state !== 'loading') {
      image?.close();
      return;
    }
    this.entries.set(url, image ? { state: 'ready', texture: null, image } : { state: 'empty' });
    this.arrived(url);
  }

  private upload(image: ImageBitmap): WebGLTexture {
    const gl = this.gl;
    const texture = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    return texture;
  }
}
