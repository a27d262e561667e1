// CSV request bodies, read as PostgREST reads them (cassava's decodeByName, then csvToJson): the first
// line names the columns, every other line is one object, the text NULL is null.
import { invalidBody } from './errors.ts';

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
function records(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      wasQuoted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      wasQuoted = false;
    } else field += ch;
  }
  if (quoted) throw invalidBody('parse error (endOfInput)');
  if (field !== '' || wasQuoted || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function parseCsv(text: string): Array<Record<string, string | null>> {
  const [header, ...lines] = records(text);
  if (!header) return [];
  const names = header;
  return lines.map((cells) => {
    if (cells.length !== names.length) throw invalidBody('All lines must have same number of fields');
    const row: Record<string, string | null> = {};
    names.forEach((name, i) => {
      const cell = cells[i] as string;
      row[name] = cell === 'NULL' ? null : cell;
    });
    return row;
  });
}
