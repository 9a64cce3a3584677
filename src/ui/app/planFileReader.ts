/**
 * Reads a chosen file into a parsed plan, or the spec's import error with a reason. Checks that cost
 * nothing come first: the name or type (JSON only), then the size before a byte is read.
 */
import { parsePlanText } from '../../shared/plan/parse';
import { IMPORT_ERROR_MESSAGE, PLAN_MAX_BYTES, type ParseResult } from '../../shared/plan/schema';

const fail = (reason: string): ParseResult => ({ ok: false, message: IMPORT_ERROR_MESSAGE, reason });

/** A .json name, or the JSON type when the name says nothing (some pickers drop extensions). */
export function isJsonFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (/\.json$/i.test(file.name)) return true;
  return !/\.[^./\\]+$/.test(file.name) && file.type === 'application/json';
}

export async function readPlanFile(file: Pick<File, 'name' | 'type' | 'size' | 'text'>): Promise<ParseResult> {
  if (!isJsonFile(file)) return fail('Only JSON files (.json) can be imported');
  if (file.size > PLAN_MAX_BYTES) return fail(`File is larger than ${PLAN_MAX_BYTES / (1024 * 1024)} MB`);
  let text: string;
  try {
    text = await file.text();
  } catch {
    return fail('The file could not be read');
  }
  return parsePlanText(text);
}
