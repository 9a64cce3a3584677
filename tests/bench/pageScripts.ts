/**
 * Page-side instrumentation for the benchmark, as plain JavaScript source (code that went through
 * tsx/esbuild may reference helpers such as `__name` that the page does not have).
 */

export interface LongTask {
  start: number;
  duration: number;
}
export interface AreaStateChange {
  state: string;
  t: number;
}
export interface PageProbe {
  longTasks: LongTask[];
  areaStates: AreaStateChange[];
  continueAt: number | null;
  lastInputAt: number | null;
  indexedAt: number | null;
  now: number;
}

/**
 * Installed before the app loads: long tasks, the
 * Continue click's timestamp, the last input event's timestamp, and when `.map-area` changed
 * `data-areas-state` (a MutationObserver, so the time is taken right after React commits).
 */
export const INIT_SCRIPT = String.raw`(function () {
  var w = window;
  w.__longTasks = [];
  w.__areaStates = [];
  w.__continueAt = null;
  w.__lastInputAt = null;
  try {
    new PerformanceObserver(function (list) {
      for (var e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  document.addEventListener('click', function (e) {
    var b = e.target instanceof Element ? e.target.closest('button') : null;
    if (b && b.textContent.trim() === 'Continue') w.__continueAt = e.timeStamp;
  }, true);
  document.addEventListener('input', function (e) { w.__lastInputAt = e.timeStamp; }, true);
  new MutationObserver(function (records) {
    var t = performance.now();
    for (var r of records) {
      var s = r.target.getAttribute('data-areas-state');
      var last = w.__areaStates[w.__areaStates.length - 1];
      if (s && (!last || last.state !== s)) w.__areaStates.push({ state: s, t: t });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-areas-state'] });
})()`;

export const READ_PROBE = `({ longTasks: window.__longTasks, areaStates: window.__areaStates, continueAt: window.__continueAt, lastInputAt: window.__lastInputAt, indexedAt: (performance.getEntriesByName('areas:indexed')[0] || { startTime: null }).startTime, now: performance.now() })`;

export const AREAS_SETTLED = `window.__areaStates.some(function (s) { return s.state === 'shown' || s.state === 'error'; })`;

/**
 * Arms a watcher that resolves (window.__searchDone) with performance.now() once the result list
 * shows only items containing the needle — i.e. the answer to this query has been rendered.
 */
export function armSearchWatch(needle: string): string {
  return String.raw`(function (needle) {
    window.__searchDone = new Promise(function (resolve) {
      function check() {
        var items = Array.prototype.slice.call(document.querySelectorAll('ul.result-list .result-item'));
        if (items.length && items.every(function (i) { return i.textContent.toLowerCase().indexOf(needle) >= 0; })) {
          observer.disconnect();
          resolve({ t: performance.now(), hits: items.length });
        }
      }
      var observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  })(${JSON.stringify(needle)})`;
}

export const SEARCH_DONE = 'window.__searchDone';

/** Resolves after two animation frames, so pending work has had a chance to run. */
export const TWO_FRAMES =
  'new Promise(function (r) { requestAnimationFrame(function () { requestAnimationFrame(function () { r(performance.now()); }); }); })';
