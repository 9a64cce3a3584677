/**
 * A small RFC 4180 CSV reader, enough for GTFS text files: comma-separated fields, fields in double
 * quotes may hold commas, line breaks and doubled quotes (""), lines end in LF or CRLF, and a UTF-8
 * byte order mark at the start is ignored. An unclosed quote or text after a closing quote is an error.
 */
export class CsvError extends Error {
  override name = 'CsvError';
}

/** Every record as an array of fields. Blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  /** True once the current field opened with a quote: its text is only what the quotes enclose. */
  let quoted = false;
  let line = 1;
  /** Where the open quoted field started, for the error when it never closes. */
  let quoteLine = 0;
  const endField = (): void => {
    record.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = (): void => {
    endField();
    // A blank line is one empty, unquoted field.
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
    } else if (quoted) {
      // Spaces after a closing quote are harmless; anything else means the quoting is broken.
      if (c !== ' ' && c !== '\t') throw new CsvError(`line ${line}: text after a closing quote`);
    } else if (c === '"' && field === '') {
      inQuotes = true;
      quoted = true;
      quoteLine = line;
    } else {
      // Includes a quote in the middle of an unquoted field, kept as written (as most readers do).
      field += c;
    }
  }
  if (inQuotes) throw new CsvError(`line ${quoteLine}: a quoted field is never closed`);
  if (field !== '' || quoted || record.length > 0) endRecord();
  return records;
}

/** The records after the header as objects keyed by the (trimmed) header names. */
export function parseCsvObjects(text: string): { header: string[]; rows: Array<Record<string, string>> } {
  const [header = [], ...records] = parseCsv(text);
  const names = header.map((h) => h.trim());
  const rows = records.map((fields) => {
    const row: Record<string, string> = {};
    names.forEach((name, i) => (row[name] = fields[i] ?? ''));
    return row;
  });
  return { header: names, rows };
}
