/** The revision table's next row: the label after the last one (A → B, 3 → 4), dated today. */
import type { Revision } from './schema';

export function nextRevisionLabel(rows: readonly Revision[]): string {
  const last = rows[rows.length - 1]?.revision.trim() ?? '';
  if (last === '') return rows.length === 0 ? 'A' : '';
  if (/^\d+$/.test(last)) return String(Number(last) + 1);
  // A letter scheme goes A … Z, then AA, AB … as drawing offices count.
  if (/^[A-Z]+$/.test(last)) {
    const letters = Array.from(last);
    let i = letters.length - 1;
    while (i >= 0 && letters[i] === 'Z') letters[i--] = 'A';
    if (i < 0) return `A${letters.join('')}`;
    letters[i] = String.fromCharCode(letters[i]!.charCodeAt(0) + 1);
    return letters.join('');
  }
  return '';
}

export function newRevision(rows: readonly Revision[], today: string): Revision {
  return { revision: nextRevisionLabel(rows), date: today, description: '' };
}
