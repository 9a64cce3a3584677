/**
 * Stands in for jsPDF's optional dependencies (html2canvas, dompurify, canvg; vite.config.ts aliases
 * them here). jsPDF loads them only for `.html()` and `.addSvgAsImage()`, which the export never
 * calls: it draws every page itself. Without the alias each would ship as a chunk no one loads
 * (about 380 KB of scripts, precached by the service worker). If one of those jsPDF methods is ever
 * called, loading fails with this message (jsPDF prefixes 'Could not load html2canvas:' etc.).
 */
throw new Error(
  "Not bundled: jsPDF's .html() and .addSvgAsImage() are not used by this app (see vite.config.ts's resolve.alias)",
);

export {};
