/**
 * jsPDF's optional dependencies are aliased to one stub (vite.config.ts, which vitest shares): the
 * app never calls the jsPDF methods that load them, and if one ever did, it would fail with a message
 * that says why instead of shipping 380 KB of scripts no one loads.
 */
import { describe, expect, it } from 'vitest';

describe("jsPDF's optional dependencies", () => {
  it.each(['html2canvas', 'dompurify', 'canvg'])('%s resolves to the stub, which refuses to load', async (name) => {
    await expect(import(/* @vite-ignore */ name)).rejects.toThrow(
      "Not bundled: jsPDF's .html() and .addSvgAsImage() are not used by this app",
    );
  });
});
