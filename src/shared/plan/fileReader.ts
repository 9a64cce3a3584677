/**
 * Reads a chosen file into a parsed plan, or the spec's import error with a reason. Checks that cost
 * nothing come first: the name or type (JSON only), then the size before a byte is read. Run in the
 * plan worker, so a 20 MB file is read, parsed and checked off the page's thread.
 */
import { parsePlanText } from './parse';
import { IMPORT_ERROR_MESSAGE, PLAN_MAX_BYTES, type ParseResult } from './schema';

/** What is read of a File (a browser File fits; tests pass plain objects). */
export interface PlanFileLike {
  name: string;
  type: string;
  size: number;
  text(): Promise<string>;
}

const fail = (reason: string): ParseResult => ({ ok: false, message: IMPORT_ERROR_MESSAGE, reason });

/** A .json name, or the JSON type when the name says nothing (some pickers drop extensions). */
export function isJsonFile(file: Pick<PlanFileLike, 'name' | 'type'>): boolean {
  if (/\.json$/i.test(file.name)) return true;
  return !/\.[^./\\]+$/.test(file.name) && file.type === 'application/json';
}

export async function readPlanFile(file: PlanFileLike): Promise<ParseResult> {
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
