/**
 * Page-side instrumentation for the packet case, as plain JavaScript source: each export menu item's
 * click (event.timeStamp, as the browser took the input) and each download link the app clicks (the
 * page's end of click → file). Long tasks come from the layers case's init script.
 */

export interface LongFrame {
  start: number;
  duration: number;
  render: number;
  scripts: Array<{ duration: number; invoker: string; source: string }>;
}
export interface PacketProbe {
  clicks: Array<{ label: string; t: number }>;
  files: Array<{ name: string; t: number }>;
  frames: LongFrame[];
}

export const INSTALL_PACKET_PROBE = String.raw`(function () {
  var w = window;
  if (w.__packetProbe) return;
  var p = w.__packetProbe = { clicks: [], files: [], frames: [] };
  // Long animation frames say what a long task was: the page's scripts, or rendering (a map frame).
  new PerformanceObserver(function (list) {
    for (var e of list.getEntries()) p.frames.push({ start: e.startTime, duration: e.duration, render: e.renderStart > 0 ? e.startTime + e.duration - e.renderStart : 0,
      scripts: e.scripts.map(function (s) { return { duration: s.duration, invoker: s.invoker, source: (s.sourceURL || '').split('/').pop() + ':' + s.sourceFunctionName }; }) });
  }).observe({ type: 'long-animation-frame' });
  document.addEventListener('click', function (e) {
    var item = e.target instanceof Element ? e.target.closest('[role="menuitem"]') : null;
    if (item) p.clicks.push({ label: item.textContent.trim(), t: e.timeStamp });
  }, true);
  var click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.download) p.files.push({ name: this.download, t: performance.now() });
    return click.apply(this, arguments);
  };
})()`;

export const READ_PACKET_PROBE = 'window.__packetProbe || null';
