/** How nudge messages are written: placeholders filled, feet rounded, matches quoted in context. */

/** Fills {name} placeholders; one left unfilled stays as written rather than reading "undefined". */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Feet as the messages show them: one decimal. */
export function formatFeet(feet: number): string {
  return (Math.round(feet * 10) / 10).toFixed(1);
}

/** Up to `around` characters either side of a match, on one line, with ellipses where cut. */
export function snippetAround(text: string, index: number, length: number, around = 30): string {
  const start = Math.max(0, index - around);
  const end = Math.min(text.length, index + length + around);
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
