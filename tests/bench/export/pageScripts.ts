/**
 * Page-side instrumentation for the export case, as plain JavaScript source (see ../pageScripts.ts for
 * why), installed once the plan is placed and the layers drawn again, before 'Export Site Plan':
 *   clickedAt  the 'PDF Document' menu item's click (event.timeStamp: when the browser took the input)
 *   stages     each stage the export's status names ('Rendering map', 'Composing page', 'Writing file'),
 *              when it first showed (a MutationObserver, so right after React commits)
 *   files      each download link the app clicks (HTMLAnchorElement.click with a download name): when,
 *              and the file's name; the page's end of click-to-file
 *   savedAt    when the status first read 'Saved …'
 * Long tasks and frames come from the layers case's init script (window.__longTasks, window.__frames).
 */

export interface ExportProbe {
  clickedAt: number | null;
  stages: Array<{ stage: string; t: number }>;
  files: Array<{ name: string; t: number }>;
  savedAt: number | null;
  now: number;
}

export const INSTALL_EXPORT_PROBE = String.raw`(function () {
  var w = window;
  if (w.__exportProbe) return;
  var p = w.__exportProbe = { clickedAt: null, stages: [], files: [], savedAt: null };
  document.addEventListener('click', function (e) {
    var item = e.target instanceof Element ? e.target.closest('[role="menuitem"]') : null;
    if (item && item.textContent.trim() === 'PDF Document' && p.clickedAt === null) p.clickedAt = e.timeStamp;
  }, true);
  var click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.download) p.files.push({ name: this.download, t: performance.now() });
    return click.apply(this, arguments);
  };
  new MutationObserver(function () {
    var t = performance.now();
    var current = document.querySelector('.export-status [aria-current="step"]');
    var stage = current ? current.textContent.replace(/…$/, '').trim() : null;
    if (stage && !p.stages.some(function (s) { return s.stage === stage; })) p.stages.push({ stage: stage, t: t });
    if (p.savedAt === null) {
      var status = document.querySelector('.export-status[role="status"]');
      if (status && /^Saved /.test(status.textContent.trim())) p.savedAt = t;
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-current'] });
})()`;

export const READ_EXPORT_PROBE = String.raw`(function () {
  var p = window.__exportProbe;
  return p ? { clickedAt: p.clickedAt, stages: p.stages, files: p.files, savedAt: p.savedAt, now: performance.now() } : null;
})()`;

/** The baseline's record (mainThreadEntry.ts), or null when the page runs the app as built. */
export const READ_MAIN_THREAD_PROBE = 'window.__benchMainThreadExport || null';
