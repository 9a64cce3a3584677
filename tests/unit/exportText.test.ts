import { describe, expect, it } from 'vitest';
import { normaliseColour, rgbOf } from '../../src/shared/export/colour';
import { areaSlug, exportFileName } from '../../src/shared/export/fileName';
import { sanitizeText, textWidthMm, truncateText, wrapText, PT_TO_MM } from '../../src/shared/export/text';

describe('text as it prints', () => {
  it("keeps every character Noto Sans has and replaces the rest with ? (an emoji with '\ufffd')", () => {
    expect(sanitizeText('3 m × 3 m · 10 m² – 5 PM — Joe’s Café €5 “ok” …')).toBe(
      '3 m × 3 m · 10 m² – 5 PM — Joe’s Café €5 “ok” …',
    );
    // Only Noto Sans is loaded (no CJK text was asked for): '日本' has no glyph, nor has the emoji,
    // which prints as the replacement character rather than a '?' that reads as part of the label.
    expect(sanitizeText('Łódź Ωμέγα Привет 日本 🎉')).toBe('Łódź Ωμέγα Привет ?? \ufffd');
    // A joiner or selector no face has prints nothing.
    expect(sanitizeText('ok\ufe0f')).toBe('ok');
    expect(sanitizeText('line\nbreak\ttab\u0007')).toBe('line break tab');
  });
  it('composes a decomposed accent into its precomposed character first', () => {
    expect(sanitizeText('Cafe\u0301')).toBe('Café');
  });
  it("measures with Noto Sans's own advance widths", () => {
    // Noto Sans Regular (1000 units/em): H 741, e 564, l 258, o 605 → 'Hello' is 2426/1000 em.
    expect(textWidthMm('Hello', 10)).toBeCloseTo(24.26 * PT_TO_MM, 9);
    // Bold is wider; digits are 572 in both.
    expect(textWidthMm('Hello', 10, true)).toBeGreaterThan(textWidthMm('Hello', 10));
    expect(textWidthMm('0', 10, true)).toBeCloseTo(textWidthMm('0', 10), 9);
  });
});

describe('wrapping and truncating', () => {
  const font = { sizePt: 8 };
  it('wraps at spaces within the width', () => {
    const lines = wrapText('The quick brown fox jumps over the lazy dog near the fountain', 30, font);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(textWidthMm(l, 8)).toBeLessThanOrEqual(30);
    expect(lines.join(' ')).toBe('The quick brown fox jumps over the lazy dog near the fountain');
  });
  it('breaks a word longer than the line and keeps line breaks', () => {
    const lines = wrapText('x'.repeat(80), 20, font);
    expect(lines.join('')).toBe('x'.repeat(80));
    for (const l of lines) expect(textWidthMm(l, 8)).toBeLessThanOrEqual(20);
    expect(wrapText('one\ntwo', 100, font)).toEqual(['one', 'two']);
  });
  it("cuts at the line limit with '…' that still fits", () => {
    const lines = wrapText('word '.repeat(100), 30, font, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(textWidthMm(lines[1]!, 8)).toBeLessThanOrEqual(30);
    expect(truncateText('A rather long legend layer name', 15, font).endsWith('…')).toBe(true);
    expect(truncateText('Short', 15, font)).toBe('Short');
  });
});

describe('file names', () => {
  it('siteplan-{area}-{yyyy-mm-dd}.{ext} with the area slugged', () => {
    expect(exportFileName('Washington Square Park', '2026-11-22 14:05', 'pdf')).toBe(
      'siteplan-washington-square-park-2026-11-22.pdf',
    );
    expect(exportFileName('Union Sq. & 14th St (North)', '2026-01-02 09:00', 'png')).toBe(
      'siteplan-union-sq-14th-st-north-2026-01-02.png',
    );
    expect(exportFileName('Café Plaza', '2026-01-02 09:00', 'jpg')).toBe('siteplan-cafe-plaza-2026-01-02.jpg');
  });
  it("'area' when nothing is left; at most 60 characters, never ending in '-'", () => {
    expect(areaSlug('  —!! ')).toBe('area');
    expect(areaSlug('日本')).toBe('area');
    const long = areaSlug('Flushing Meadows Corona Park Unisphere and the Queens Museum Great Lawn');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
    expect(areaSlug(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });
});

describe('colours', () => {
  it("normalises CSS colours to '#rrggbb'", () => {
    expect(normaliseColour('#ABC')).toBe('#aabbcc');
    expect(normaliseColour('#2e7d32ff')).toBe('#2e7d32');
    expect(normaliseColour('rgba(255, 0, 10, 0.5)')).toBe('#ff000a');
    expect(normaliseColour('tomato')).toBe('#6b7280');
    expect(rgbOf('#0891b2')).toEqual([8, 145, 178]);
  });
});
