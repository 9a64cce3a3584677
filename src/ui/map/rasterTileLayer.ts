/**
 * The dense layers' composite raster tiles, drawn by our own WebGL layer. The tiles are the layers
 * worker's, fetched through the `stager-layers://` tile loader like every other layer tile; only the
 * drawing differs from a MapLibre raster source: one texture sample per pixel instead of MapLibre's
 * raster shader (two samples, fade, hue, saturation, contrast and brightness), which on a software
 * renderer made the tiles cost three times the pixels. While the tiles of a new view or zoom arrive,
 * the last complete set stays drawn, so nothing flickers. A new set of layers is prepared before it is
 * drawn (its tiles in view loaded, no frame asked for), then set in one frame; a tile that arrives asks
 * for a frame only when it completes what is in view, so no frame draws nothing new. A set's tile
 * loads live while the set is wanted (drawn or being prepared): the loads of a set left are cancelled,
 * also in the worker (each tile is a job), so its time goes to the sets the map now wants.
 */
import type * as maplibregl from 'maplibre-gl';
import { keyedLives } from '../../shared/async/latest';
import { bboxOf, type BBox } from '../../shared/geometry/bbox';
import { mercatorX, mercatorY } from '../../shared/geography/mercator';
import { visibleTiles, type TileId } from './rasterTileCover';
import { TileTextures, type RasterImageLoader, type TileState } from './rasterTileTextures';

const VERTEX = `attribute vec2 a_pos; uniform mat4 u_matrix; varying vec2 v_uv;
void main() { v_uv = a_pos; gl_Position = u_matrix * vec4(a_pos, 0.0, 1.0); }`;

/**
 * One tile's matrix from the map's view-projection (world pixels, float64): its unit square scaled to
 * the tile and moved to its corner, computed in float64 so that the float32 the GPU gets holds only
 * small numbers. (A matrix over the whole world in float32 misplaces tiles by pixels at zoom 18.)
 */
function tileMatrix(viewProj: ArrayLike<number>, originX: number, originY: number, size: number): Float32Array {
  const m = new Float32Array(16);
  for (let r = 0; r < 4; r++) {
    m[r] = viewProj[r]! * size;
    m[4 + r] = viewProj[4 + r]! * size;
    m[8 + r] = viewProj[8 + r]!;
    m[12 + r] = viewProj[r]! * originX + viewProj[4 + r]! * originY + viewProj[12 + r]!;
  }
  return m;
}
const FRAGMENT = `precision mediump float; uniform sampler2D u_image; varying vec2 v_uv;
void main() { gl_FragColor = texture2D(u_image, v_uv); }`;

interface Completed {
  key: string;
  template: string;
  z: number;
  tiles: TileId[];
}

export interface RasterTileSet {
  urlTemplate: string;
  bounds: BBox;
  key: string;
}

/** A set being prepared: its tiles in view when asked, and who waits for them. */
interface Preparation {
  template: string;
  urls: string[];
  ready: () => void;
}

const settled = (state: TileState | 'absent') => state === 'ready' || state === 'empty';

function compile(gl: WebGLRenderingContext): WebGLProgram {
  // lib.dom types it as never null; a lost context gives null.
  const program = gl.createProgram() as WebGLProgram | null;
  if (!program) throw new Error('Raster tiles: WebGL shader unavailable');
  for (const [type, source] of [
    [gl.VERTEX_SHADER, VERTEX],
    [gl.FRAGMENT_SHADER, FRAGMENT],
  ] as const) {
    const shader = gl.createShader(type);
    if (!shader) throw new Error('Raster tiles: WebGL shader unavailable');
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  return program;
}

export class RasterTileLayer implements maplibregl.CustomLayerInterface {
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;
  private map: maplibregl.Map | null = null;
  private program: WebGLProgram | null = null;
  private quad: WebGLBuffer | null = null;
  private textures: TileTextures | null = null;
  private set: RasterTileSet | null = null;
  /** The last set whose every tile in view was ready: drawn while a newer one loads. */
  private complete: Completed | null = null;
  private readonly preparing = new Set<Preparation>();
  /** The set's tiles in view at the last frame, while some were still loading. */
  private incomplete: { template: string; urls: string[] } | null = null;
  /** Each wanted set's life, by URL template: the set drawn and those being prepared. */
  private readonly wanted = keyedLives<string>();

  /**
   * `onComplete` hears when a set is drawn whole; `repaint` asks for a frame that only adds loaded
   * tiles (the adapter lets it wait for input to rest).
   */
  constructor(
    readonly id: string,
    private readonly load: RasterImageLoader,
    private readonly onComplete: (key: string) => void,
    private readonly repaint: () => void,
  ) {}

  /** The tiles to draw (or none), in the next frame; a set not prepared shows once its tiles are in, the old one meanwhile. */
  setTiles(set: RasterTileSet | null): void {
    if (set?.key === this.set?.key && set?.urlTemplate === this.set?.urlTemplate) return;
    this.set = set;
    this.keepWanted();
    this.map?.triggerRepaint();
  }

  /**
   * Loads a set's tiles in view without drawing anything, and calls `ready` once each is in (at once
   * when the layer is not on a map). Returns a cancel.
   */
  prepare(set: RasterTileSet, ready: () => void): () => void {
    const map = this.map,
      textures = this.textures;
    if (!map || !textures) {
      ready();
      return () => undefined;
    }
    const { tiles } = visibleTiles(this.viewBox(map), set.bounds, map.getZoom());
    const preparation = { template: set.urlTemplate, urls: tiles.map((t) => tileUrlOf(set.urlTemplate, t)), ready };
    this.preparing.add(preparation);
    const wanted = this.wanted.signal(set.urlTemplate);
    for (const url of preparation.urls) textures.request(url, wanted);
    this.checkPrepared(preparation, textures);
    return () => {
      this.preparing.delete(preparation);
      this.keepWanted();
    };
  }

  /** The key whose tiles in view are all drawn. */
  completeKey(): string | null {
    return this.complete?.key ?? null;
  }

  onAdd(map: maplibregl.Map, gl: WebGLRenderingContext | WebGL2RenderingContext): void {
    this.map = map;
    this.program = compile(gl);
    this.quad = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, this.quad);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([0, 0, 1, 0, 0, 1, 1, 1]), gl.STATIC_DRAW);
    this.textures = new TileTextures(gl, this.load, () => this.arrived());
  }

  onRemove(_map: maplibregl.Map, gl: WebGLRenderingContext | WebGL2RenderingContext): void {
    this.textures?.clear();
    this.textures = null;
    this.incomplete = null;
    this.wanted.keep([]);
    // Whoever waits for a preparation goes on: a layer added again loads what it needs as it draws.
    for (const p of [...this.preparing]) {
      this.preparing.delete(p);
      p.ready();
    }
    if (this.program) gl.deleteProgram(this.program);
    if (this.quad) gl.deleteBuffer(this.quad);
    this.map = null;
  }

  render(gl: WebGLRenderingContext | WebGL2RenderingContext, options: maplibregl.CustomRenderMethodInput): void {
    const map = this.map,
      textures = this.textures,
      set = this.set;
    if (!map || !textures || !this.program) return;
    if (!set) {
      this.complete = null;
      return;
    }
    const { z, tiles } = visibleTiles(this.viewBox(map), set.bounds, map.getZoom());
    const urls = tiles.map((t) => tileUrlOf(set.urlTemplate, t));
    const wanted = this.wanted.signal(set.urlTemplate);
    const states = urls.map((u) => textures.request(u, wanted));
    textures.keep(new Set(urls));
    let draw: Completed | null;
    this.incomplete = null;
    if (states.every((s) => s !== 'loading')) {
      const isNew = this.complete?.key !== set.key;
      draw = this.complete = { key: set.key, template: set.urlTemplate, z, tiles };
      if (isNew) queueMicrotask(() => this.onComplete(set.key));
    } else if (this.complete?.key === set.key && this.complete.z === z) {
      // Same key and tile grid: the tiles that are ready show, the others follow.
      draw = { ...this.complete, tiles };
    } else draw = this.complete;
    // What is in view and still loading asks for one frame once it is all in (arrived()).
    if (states.some((s) => s === 'loading')) this.incomplete = { template: set.urlTemplate, urls };
    if (draw)
      this.drawTiles(
        gl,
        options,
        draw.tiles.map((t) => textures.texture(tileUrlOf(draw.template, t))),
        draw.tiles,
      );
  }

  /** A tile arrived (or its load was cancelled): a preparation may be ready, the view complete. */
  private arrived(): void {
    const textures = this.textures;
    if (!textures) return;
    for (const p of [...this.preparing]) this.checkPrepared(p, textures);
    if (!this.incomplete) return;
    const { template, urls: view } = this.incomplete;
    // A cancelled tile still in view is asked again, without a frame, while its set is the one to draw.
    if (template === this.set?.urlTemplate) {
      const wanted = this.wanted.signal(template);
      for (const url of view) if (textures.peek(url) === 'absent') textures.request(url, wanted);
    }
    if (view.every((url) => settled(textures.peek(url)))) {
      this.incomplete = null;
      this.repaint();
    }
  }

  private checkPrepared(p: Preparation, textures: TileTextures): void {
    const wanted = this.wanted.signal(p.template);
    for (const url of p.urls) if (textures.peek(url) === 'absent') textures.request(url, wanted);
    if (!p.urls.every((url) => settled(textures.peek(url)))) return;
    this.preparing.delete(p);
    p.ready();
  }

  /** The sets wanted now: the one to draw and those being prepared. The others' loads are cancelled. */
  private keepWanted(): void {
    const templates = [...this.preparing].map((p) => p.template);
    if (this.set) templates.push(this.set.urlTemplate);
    this.wanted.keep(templates);
  }

  private drawTiles(
    gl: WebGLRenderingContext,
    options: maplibregl.CustomRenderMethodInput,
    textures: Array<WebGLTexture | null>,
    tiles: TileId[],
  ): void {
    const program = this.program!;
    gl.useProgram(program);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.quad);
    const pos = gl.getAttribLocation(program, 'a_pos');
    gl.enableVertexAttribArray(pos);
    gl.vertexAttribPointer(pos, 2, gl.FLOAT, false, 0, 0);
    const matrixUniform = gl.getUniformLocation(program, 'u_matrix');
    const worldSize = 512 * 2 ** this.map!.getZoom();
    gl.uniform1i(gl.getUniformLocation(program, 'u_image'), 0);
    gl.activeTexture(gl.TEXTURE0);
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.STENCIL_TEST);
    gl.enable(gl.BLEND);
    // The bitmaps are uploaded premultiplied, as MapLibre blends everything else.
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    tiles.forEach((t, i) => {
      const texture = textures[i];
      if (!texture) return;
      const size = worldSize / 2 ** t.z;
      gl.uniformMatrix4fv(
        matrixUniform,
        false,
        tileMatrix(options.modelViewProjectionMatrix, t.x * size, t.y * size, size),
      );
      gl.bindTexture(gl.TEXTURE_2D, texture);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    });
  }

  /** The view's box in world units (the canvas corners, so a turned map is covered whole). */
  private viewBox(map: maplibregl.Map): BBox {
    const c = map.getCanvas();
    const w = c.clientWidth,
      h = c.clientHeight;
    const corners = [
      [0, 0],
      [w, 0],
      [0, h],
      [w, h],
    ].map(([x, y]) => map.unproject([x!, y!]));
    return bboxOf(corners.map((p) => [mercatorX(p.lng), mercatorY(p.lat)]));
  }
}

export function tileUrlOf(template: string, t: TileId): string {
  return template.replace('{z}', String(t.z)).replace('{x}', String(t.x)).replace('{y}', String(t.y));
}
