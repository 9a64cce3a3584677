/** The check's report as a plain-text table: one row per dataset, cells wrapped to stay readable. */
import type { CheckReport, DatasetCheck, FieldCheck } from './check';

const WIDTHS = [14, 22, 40, 40, 10] as const;
const HEAD = ['Dataset', 'Read by', 'Fields found', 'Missing or wrong type', 'Updated'] as const;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines.flatMap((l) => (l.length > width ? (l.match(new RegExp(`.{1,${width}}`, 'g')) ?? [l]) : [l]));
}

const GEOMETRY = new Set(['point', 'multipoint', 'line', 'multiline', 'polygon', 'multipolygon', 'location']);

/** The types a field may have, in words: 'a geometry', 'a number', else the names. */
function typeWords(types: readonly string[]): string {
  if (types.every((t) => GEOMETRY.has(t))) return 'a geometry';
  if (types.every((t) => t === 'number' || t === 'double')) return 'a number';
  return types.join(' or ');
}

function fieldName(f: FieldCheck): string {
  return f.field.names.join('/') || `${typeWords(f.field.types ?? [])} column`;
}

function cells(d: DatasetCheck): string[] {
  if (d.unreachable) return [d.name, d.read.readers.join(', '), '—', `NOT CHECKED: ${d.unreachable}`, '—'];
  const found = d.fields.flatMap((f) => (f.status.kind === 'found' ? [`${f.status.name} (${f.status.type})`] : []));
  const wrong = d.fields.flatMap((f) => {
    const need = f.field.required ? 'required' : 'optional';
    if (f.status.kind === 'missing') return [`${fieldName(f)}: missing (${need})`];
    if (f.status.kind === 'wrong-type')
      return [`${f.status.name}: ${f.status.type}, not ${typeWords(f.status.expected)} (${need})`];
    return [];
  });
  return [d.name, d.read.readers.join(', '), found.join(', '), wrong.join('; ') || '—', d.updated ?? '—'];
}

function row(values: readonly string[]): string[] {
  const wrapped = values.map((v, i) => wrap(v, WIDTHS[i]!));
  const height = Math.max(...wrapped.map((w) => w.length));
  return Array.from({ length: height }, (_, line) =>
    wrapped
      .map((w, i) => (w[line] ?? '').padEnd(WIDTHS[i]!))
      .join(' | ')
      .trimEnd(),
  );
}

export function formatReport(report: CheckReport): string {
  const rule = WIDTHS.map((w) => '-'.repeat(w)).join('-+-');
  const lines = [...row(HEAD), rule];
  for (const d of report.datasets) lines.push(...row(cells(d)), rule);
  const notes = report.datasets.filter((d) => d.note).map((d) => `  ${d.name}: ${d.note!}`);
  if (notes.length) lines.push('', 'Notes:', ...notes);
  const verdict =
    report.exitCode === 0
      ? 'Every field the app needs is published with a usable type.'
      : report.exitCode === 1
        ? 'MISMATCH: a field the app needs is missing or of another type (see the table).'
        : 'NOT CHECKED: a service could not be asked (see the table); run again where the services can be reached.';
  lines.push('', verdict);
  return lines.join('\n');
}
