/**
 * Page-side instrumentation for the placement case, as plain JavaScript source (see ../pageScripts.ts
 * for why), installed once the park is focused and its layers drawn, before the first placement:
 *   clicks  every click on the map canvas (capture phase): its event.timeStamp (when the browser took
 *           the input), when it was dispatched, and whether Shift was held
 *   listed  each change of the count in '#placed-objects-title' ('Placed Objects (N)'), from a
 *           MutationObserver, so right after React commits
 *   marks   performance.mark('nudges:updated') times (the app marks when the nudges it shows change)
 *   posts   each plan the page sends the nudge worker (comlink's 'update' call): when, and how many
 *           objects, so a mark can be matched to the plan it answered (the latest sent before it)
 * Long tasks and frames come from the layers case's init script (window.__longTasks, window.__frames).
 */

export interface PlacementClick {
  ts: number;
  at: number;
  shift: boolean;
}
export interface PlacementProbe {
  startCount: number;
  clicks: PlacementClick[];
  listed: Array<{ n: number; t: number }>;
  marks: number[];
  posts: Array<{ n: number; t: number }>;
  now: number;
}

export const INSTALL_PLACEMENT_PROBE = String.raw`(function () {
  var w = window;
  if (w.__placement) return w.__placement.startCount;
  function count() {
    var h = document.getElementById('placed-objects-title');
    var m = h && /\((\d+)\)/.exec(h.textContent || '');
    return m ? Number(m[1]) : -1;
  }
  var last = count();
  var p = w.__placement = { startCount: last, clicks: [], listed: [], marks: [], posts: [] };
  document.addEventListener('click', function (e) {
    if (e.target instanceof Element && e.target.classList.contains('maplibregl-canvas')) p.clicks.push({ ts: e.timeStamp, at: performance.now(), shift: e.shiftKey });
  }, true);
  new MutationObserver(function () {
    var n = count();
    if (n !== last) { last = n; p.listed.push({ n: n, t: performance.now() }); }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver(function (list) {
    for (var e of list.getEntries()) if (e.name === 'nudges:updated') p.marks.push(e.startTime);
  }).observe({ type: 'mark' });
  var post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (msg) {
    var arg = msg && Array.isArray(msg.path) && msg.path[0] === 'update' && Array.isArray(msg.argumentList) ? msg.argumentList.at(-1) : null;
    var objects = arg && arg.value && Array.isArray(arg.value.objects) ? arg.value.objects : null;
    if (objects) p.posts.push({ n: objects.length, t: performance.now() });
    return post.apply(this, arguments);
  };
  return last;
})()`;

export const READ_PLACEMENT_PROBE = String.raw`(function () {
  var p = window.__placement;
  return p ? { startCount: p.startCount, clicks: p.clicks, listed: p.listed, marks: p.marks.slice().sort(function (a, b) { return a - b; }), posts: p.posts, now: performance.now() } : null;
})()`;

/**
 * True once `n` objects are listed and a nudges:updated mark has answered a plan of `n` objects
 * (with `withNudges` false, once they are listed).
 */
export function settledAt(n: number, withNudges = true): string {
  return String.raw`(function (n, withNudges) {
  var p = window.__placement;
  if (!p || !p.listed.length || p.listed[p.listed.length - 1].n < n) return false;
  if (!withNudges) return true;
  var sent = p.posts.filter(function (x) { return x.n >= n; })[0];
  return !!sent && p.marks.some(function (m) { return m > sent.t; });
})(${n}, ${withNudges})`;
}

/** The nudges shown: how many, and how many of each rule. */
export const READ_NUDGES = String.raw`(function () {
  var items = Array.prototype.slice.call(document.querySelectorAll('ul.nudge-list[aria-label="Nudges"] > li'));
  var byRule = {};
  for (var li of items) { var r = li.getAttribute('data-rule') || '?'; byRule[r] = (byRule[r] || 0) + 1; }
  return { total: items.length, byRule: byRule };
})()`;
