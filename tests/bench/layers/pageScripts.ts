/**
 * Page-side instrumentation for the heavy layers case, as plain JavaScript source (see
 * ../pageScripts.ts for why): long tasks, a requestAnimationFrame loop that records frame timestamps
 * between __frames.start() and __frames.stop(), the 'All Recommended' click's timestamp, when each
 * layer row first showed its count, when `.map-area` changed `data-layers-shown` and the page's count
 * of map frames (`data-map-renders`), and when the map's canvas was pressed.
 */
import type { LongTask } from '../pageScripts';

export interface LayerMark {
  name: string;
  t: number;
}
export interface LayersProbe {
  longTasks: LongTask[];
  /** requestAnimationFrame timestamps recorded since the last __frames.start(). */
  frames: number[];
  allRecommendedAt: number | null;
  /** When each layer row first showed its count. */
  loadedAt: Record<string, number>;
  shownChanges: Array<{ shown: number; t: number }>;
  /** How many layer rows said '(Loading...)', each time that number changed. */
  loadingChanges: Array<{ n: number; t: number }>;
  /** performance.mark('layer-shown:<id>') entries. */
  marks: LayerMark[];
  /** The map's frames as the page counts them (`.map-area[data-map-renders]`), each time the count changed. */
  renders: Array<{ n: number; t: number }>;
  /** When the map's canvas was pressed (mousedown), page clock. */
  presses: number[];
  now: number;
}

export const LAYERS_INIT_SCRIPT = String.raw`(function () {
  var w = window;
  w.__longTasks = [];
  w.__shownChanges = [];
  w.__allRecommendedAt = null;
  try {
    new PerformanceObserver(function (list) {
      for (var e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  var frames = { on: false, t: [] };
  function tick(t) { if (!frames.on) return; frames.t.push(t); requestAnimationFrame(tick); }
  w.__frames = {
    start: function () { frames.t = []; if (!frames.on) { frames.on = true; requestAnimationFrame(tick); } return performance.now(); },
    stop: function () { frames.on = false; return frames.t.slice(); },
    read: function () { return frames.t.slice(); },
  };
  document.addEventListener('click', function (e) {
    var label = e.target instanceof Element ? e.target.closest('label') : null;
    if (label && label.textContent.trim() === 'All Recommended' && w.__allRecommendedAt === null) w.__allRecommendedAt = e.timeStamp;
  }, true);
  w.__loadedAt = {};
  // When each layer row first shows its count (the worker's load reached the panel).
  new MutationObserver(function () {
    var t = performance.now();
    for (var row of document.querySelectorAll('[data-layer]')) {
      var id = row.getAttribute('data-layer');
      if (!(id in w.__loadedAt) && row.querySelector('.count')) w.__loadedAt[id] = t;
    }
  }).observe(document, { subtree: true, childList: true });
  // How many layer rows say '(Loading...)', each time that number changes.
  w.__loadingChanges = [];
  new MutationObserver(function () {
    var n = 0;
    for (var row of document.querySelectorAll('[data-layer]')) if ((row.textContent || '').indexOf('(Loading...)') >= 0) n++;
    var last = w.__loadingChanges[w.__loadingChanges.length - 1];
    if (!last || last.n !== n) w.__loadingChanges.push({ n: n, t: performance.now() });
  }).observe(document, { subtree: true, childList: true, characterData: true });
  new MutationObserver(function (records) {
    var t = performance.now();
    for (var r of records) {
      var n = Number(r.target.getAttribute('data-layers-shown'));
      var last = w.__shownChanges[w.__shownChanges.length - 1];
      if (!last || last.shown !== n) w.__shownChanges.push({ shown: n, t: t });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-layers-shown'] });
  w.__renders = [];
  new MutationObserver(function (records) {
    var t = performance.now();
    for (var r of records) {
      var n = Number(r.target.getAttribute('data-map-renders'));
      var last = w.__renders[w.__renders.length - 1];
      if (!last || last.n !== n) w.__renders.push({ n: n, t: t });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-map-renders'] });
  w.__presses = [];
  document.addEventListener('mousedown', function (e) {
    if (e.target instanceof Element && e.target.classList.contains('maplibregl-canvas')) w.__presses.push(e.timeStamp);
  }, true);
})()`;

export const READ_LAYERS_PROBE = String.raw`({
  longTasks: window.__longTasks,
  frames: window.__frames.read(),
  allRecommendedAt: window.__allRecommendedAt,
  loadedAt: window.__loadedAt,
  shownChanges: window.__shownChanges,
  loadingChanges: window.__loadingChanges,
  marks: performance.getEntriesByType('mark').filter(function (m) { return m.name.indexOf('layer-shown:') === 0; })
    .map(function (m) { return { name: m.name.slice('layer-shown:'.length), t: m.startTime }; }),
  renders: window.__renders,
  presses: window.__presses,
  now: performance.now(),
})`;

export const START_FRAMES = 'window.__frames.start()';
export const STOP_FRAMES = 'window.__frames.stop()';

/**
 * True once loading has settled: no progress bar, and the map has drawn every layer that did not
 * fail (rows with an 'Error' tag). Returns the counts for the report.
 */
export const LAYERS_SETTLED = String.raw`(function () {
  if (document.querySelector('progress[aria-label="Loading layers"]')) return false;
  // The rows switched on (or that loaded or failed): 'All Recommended' leaves some layers off (Fire Lanes and
  // Special Disaster Routes, which the city publishes no data for, say so in words), and those never settle.
  var rows = Array.prototype.slice.call(document.querySelectorAll('[data-layer]')).filter(function (r) {
    return r.querySelector('input:checked') || r.querySelector('.tag-error') || r.querySelector('.count');
  });
  var failed = rows.filter(function (r) { return r.querySelector('.tag-error'); }).length;
  var loaded = rows.filter(function (r) { return r.querySelector('.count'); }).length;
  var map = document.querySelector('.map-area');
  var shown = map ? Number(map.getAttribute('data-layers-shown')) : -1;
  return rows.length > 0 && loaded + failed === rows.length && shown === rows.length - failed ? { rows: rows.length, failed: failed, shown: shown } : false;
})()`;

/** Each layer row's count text and error text. */
export const READ_ROWS = String.raw`Array.prototype.slice.call(document.querySelectorAll('[data-layer]')).map(function (r) {
  var c = r.querySelector('.count'), e = r.querySelector('.tag-error');
  return { id: r.getAttribute('data-layer'), count: c ? c.textContent.trim() : null, error: e ? (e.getAttribute('title') || 'Error') : null };
})`;
