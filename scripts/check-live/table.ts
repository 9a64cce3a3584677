/** The check's report as a plain-text table: one row per dataset, cells wrapped to stay readable. */
import type { CheckReport, DatasetCheck, FieldCheck } from './check';
import type { ProbeResult } from './probes';

const WIDTHS = [14, 22, 40, 40, 10] as const;
const PROBE_WIDTHS = [40, 11, 70] as const;
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
    if (f.status.kind === 'expected-missing') return [`${fieldName(f)}: unpublished, as recorded`];
    if (f.status.kind === 'now-published') return [`${f.status.name}: NOW PUBLISHED (recorded as unpublished)`];
    return [];
  });
  return [d.name, d.read.readers.join(', '), found.join(', '), wrong.join('; ') || '—', d.updated ?? '—'];
}

function row(values: readonly string[], widths: readonly number[] = WIDTHS): string[] {
  const wrapped = values.map((v, i) => wrap(v, widths[i]!));
  const height = Math.max(...wrapped.map((w) => w.length));
  return Array.from({ length: height }, (_, line) =>
    wrapped
      .map((w, i) => (w[line] ?? '').padEnd(widths[i]!))
      .join(' | ')
      .trimEnd(),
  );
}

const OUTCOME: Record<ProbeResult['outcome'], string> = {
  ok: 'as recorded',
  expected: 'expected',
  difference: 'DIFFERENT',
  unreachable: 'NOT ASKED',
};

function table(widths: readonly number[], head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  const lines = [...row(head, widths), rule];
  for (const r of rows) lines.push(...row(r, widths), rule);
  return lines;
}

export function formatReport(report: CheckReport): string {
  const lines = table(WIDTHS, HEAD, report.datasets.map(cells));
  const notes = report.datasets.filter((d) => d.note).map((d) => `  ${d.name}: ${d.note!}`);
  if (notes.length) lines.push('', 'Notes:', ...notes);
  lines.push(
    '',
    ...table(
      PROBE_WIDTHS,
      ['Request the app sends', 'Answer', 'What came back'],
      report.probes.map((p) => [p.name, OUTCOME[p.outcome], p.detail]),
    ),
  );
  if (report.differences.length) lines.push('', 'Differences:', ...report.differences.map((d) => `  - ${d}`));
  if (report.unreachable.length) lines.push('', 'Not asked:', ...report.unreachable.map((d) => `  - ${d}`));
  const verdict =
    report.exitCode === 0
      ? 'All as recorded: every service answers as the app expects.'
      : report.exitCode === 1
        ? `DIFFERENT: ${report.differences.length} difference(s) from the record (listed above); exit 1.`
        : 'NOT CHECKED: a service could not be asked (listed above); run again where the services can be reached; exit 2.';
  lines.push('', verdict);
  return lines.join('\n');
}
