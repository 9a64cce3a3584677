/**
 * The renderer's floor, for reference: a bench page (/__bench/floor, served by the dense case's
 * context) with one full-viewport WebGL canvas that, every requestAnimationFrame for FLOOR_MS, clears
 * and draws one full-screen quad with a trivial shader (its colour changes each frame, so no frame can
 * be skipped as unchanged). The gaps between frames are what this machine's software WebGL allows at
 * the viewport's size before any app draws anything. Plain JavaScript source (see ../pageScripts.ts).
 */
import type { Page } from 'playwright-core';
import { PageBroke, isRecord } from '../lib/probe';
import { BASE } from '../lib/server';
import { frameStats, type FrameStats } from '../lib/stats';

export const FLOOR_MS = 3000;
export const FLOOR_PAGE = 'floor';

export function floorHtml(width: number, height: number): string {
  return String.raw`<!doctype html><html><head><meta charset="utf-8"><title>floor</title>
<style>html,body{margin:0;overflow:hidden;background:#000}canvas{display:block;width:${width}px;height:${height}px}</style></head>
<body><canvas id="c" width="${width}" height="${height}"></canvas><script>
window.__floor = function (ms) {
  var gl = document.getElementById('c').getContext('webgl', { antialias: false });
  if (!gl) return Promise.resolve({ error: 'no WebGL' });
  function shader(type, src) { var s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); return s; }
  var prog = gl.createProgram();
  gl.attachShader(prog, shader(gl.VERTEX_SHADER, 'attribute vec2 p; varying vec2 uv; void main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0.0, 1.0); }'));
  gl.attachShader(prog, shader(gl.FRAGMENT_SHADER, 'precision mediump float; varying vec2 uv; uniform float t; void main() { gl_FragColor = vec4(uv, 0.5 + 0.5 * sin(t), 1.0); }'));
  gl.linkProgram(prog);
  if (!gl.getProgramParameter(prog, gl.LINK_STATUS)) return Promise.resolve({ error: gl.getProgramInfoLog(prog) });
  gl.useProgram(prog);
  var buf = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buf);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]), gl.STATIC_DRAW);
  var loc = gl.getAttribLocation(prog, 'p');
  gl.enableVertexAttribArray(loc);
  gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
  var tLoc = gl.getUniformLocation(prog, 't');
  gl.viewport(0, 0, ${width}, ${height});
  return new Promise(function (resolve) {
    var frames = [], end = performance.now() + ms;
    function tick(t) {
      frames.push(t);
      gl.clearColor(0, 0, 0, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.uniform1f(tLoc, t / 1000);
      gl.drawArrays(gl.TRIANGLES, 0, 6);
      if (t < end) requestAnimationFrame(tick); else resolve({ frames: frames });
    }
    requestAnimationFrame(tick);
  });
};
</script></body></html>`;
}

/** Opens the floor page and records its frames for FLOOR_MS. */
export async function measureFloor(page: Page): Promise<FrameStats> {
  await page.goto(`${BASE}/__bench/${FLOOR_PAGE}`);
  // A first second to warm up (shader compile, first frames), not counted.
  await page.evaluate('window.__floor(1000)');
  const v: unknown = await page.evaluate(`window.__floor(${FLOOR_MS})`);
  if (!isRecord(v) || !Array.isArray(v.frames))
    throw new PageBroke(`the floor page drew nothing: ${isRecord(v) ? String(v.error) : 'no answer'}`);
  return frameStats(v.frames as number[]);
}
