// pdf.js's worker code, imported for its side effect: it sets globalThis.pdfjsWorker, so pdf.js parses
// on the thread it runs on (the plan worker) instead of starting a worker of its own.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
