/**
 * Page-side instrumentation for the packet case, as plain JavaScript source: each export menu item's
 * click (event.timeStamp, as the browser took the input) and each download link the app clicks (the
 * page's end of click → file). Long tasks come from the layers case's init script.
 */

export interface PacketProbe { clicks: Array<{ label: string; t: number }>; files: Array<{ name: string; t: number }> }

export const INSTALL_PACKET_PROBE = String.raw`(function () {
  var w = window;
  if (w.__packetProbe) return;
  var p = w.__packetProbe = { clicks: [], files: [] };
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
