import { describe, expect, it } from 'vitest';
import { isJsonFile, readPlanFile } from '../../src/shared/plan/fileReader';
import { PLAN_MAX_BYTES } from '../../src/shared/plan/schema';

const file = (name: string, text: string, type = '', size = text.length) => ({
  name,
  type,
  size,
  text: async () => text,
});

describe('reading a plan file', () => {
  it('accepts .json names, or the JSON type on a name without an extension', () => {
    expect(isJsonFile({ name: 'siteplan-2025-01-01.json', type: '' })).toBe(true);
    expect(isJsonFile({ name: 'PLAN.JSON', type: 'text/plain' })).toBe(true);
    expect(isJsonFile({ name: 'plan', type: 'application/json' })).toBe(true);
    expect(isJsonFile({ name: 'plan.txt', type: 'application/json' })).toBe(false);
    expect(isJsonFile({ name: 'plan.geojson', type: 'application/geo+json' })).toBe(false);
    expect(isJsonFile({ name: 'plan.png', type: 'image/png' })).toBe(false);
  });

  it('refuses other files and oversized files without reading them', async () => {
    let read = false;
    const unread = (name: string, size: number) => ({
      name,
      type: '',
      size,
      text: async () => {
        read = true;
        return '{}';
      },
    });
    expect(await readPlanFile(unread('notes.txt', 10))).toMatchObject({
      ok: false,
      message: 'Error importing plan. Please check the file format.',
      reason: 'Only JSON files (.json) can be imported',
    });
    expect(await readPlanFile(unread('big.json', PLAN_MAX_BYTES + 1))).toMatchObject({
      ok: false,
      reason: 'File is larger than 20 MB',
    });
    expect(read).toBe(false);
  });

  it('parses the text, and reports a file that cannot be read', async () => {
    expect(await readPlanFile(file('a.json', '{"schemaVersion":1}'))).toMatchObject({ ok: true });
    expect(await readPlanFile(file('a.json', 'nope'))).toMatchObject({ ok: false, reason: 'File is not valid JSON' });
    const broken = { name: 'a.json', type: '', size: 5, text: () => Promise.reject(new Error('gone')) };
    expect(await readPlanFile(broken)).toMatchObject({ ok: false, reason: 'The file could not be read' });
  });
});
