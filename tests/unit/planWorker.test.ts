// The plan worker's API: files read and checked, autosave serialised once and only when the plan changed.
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_OPTIONS, EMPTY_EVENT_INFO, type PlanDocumentInput } from '../../src/shared/plan/schema';
import { createPlanApi } from '../../src/workers/plan/api';
import { ticket } from './helpers/tickets';

const input: PlanDocumentInput = {
  geography: 'parks',
  focusedArea: null,
  basemap: 'carto',
  view: { center: { lng: -73.98, lat: 40.75 }, zoom: 17, bearing: 0, pitch: 0 },
  layers: { trees: { visible: true } },
  plan: { objects: [], shapes: [] },
  eventInfo: {
    ...EMPTY_EVENT_INFO,
    name: 'Night Market',
    organizer: '',
    contact: '',
    date: '',
    time: '',
    attendance: '',
    permit: '',
    notes: '',
  },
  exportOptions: { ...DEFAULT_EXPORT_OPTIONS, includeDimensions: true, dimensionUnits: 'm' },
};
const at = (iso: string) => ({ appName: 'App', appVersion: '1', now: new Date(iso) });

describe('plan worker', () => {
  it('autosave: a draft for a new plan, none while only the time moves on, a new one after a change', async () => {
    const api = createPlanApi();
    const first = api.prepareAutosave(input, at('2025-06-01T10:00:00Z'));
    expect(first).not.toBeNull();
    // The text in a Blob: it crosses to the page and into IndexedDB by reference (autosaveFile.ts).
    expect(first!.file).toBeInstanceOf(Blob);
    expect(first!.file.type).toBe('application/json');
    expect(JSON.parse(await first!.file.text())).toMatchObject({
      eventInfo: { name: 'Night Market' },
      updatedAt: '2025-06-01T10:00:00.000Z',
    });
    expect(first!.savedAt).toBe('2025-06-01T10:00:00.000Z');
    api.confirmAutosave(first!.token);
    expect(api.prepareAutosave({ ...input, createdAt: first!.createdAt }, at('2025-06-01T10:05:00Z'))).toBeNull();
    const changed = api.prepareAutosave(
      { ...input, eventInfo: { ...input.eventInfo, name: 'Day Market' } },
      at('2025-06-01T10:06:00Z'),
    );
    expect(JSON.parse(await changed!.file.text())).toMatchObject({ eventInfo: { name: 'Day Market' } });
  });

  it('autosave: a draft whose write was never confirmed is offered again, and again after forget()', () => {
    const api = createPlanApi();
    expect(api.prepareAutosave(input, at('2025-06-01T10:00:00Z'))).not.toBeNull();
    const again = api.prepareAutosave(input, at('2025-06-01T10:01:00Z'));
    expect(again).not.toBeNull();
    api.confirmAutosave(again!.token);
    expect(api.prepareAutosave(input, at('2025-06-01T10:02:00Z'))).toBeNull();
    api.forgetAutosave();
    expect(api.prepareAutosave(input, at('2025-06-01T10:03:00Z'))).not.toBeNull();
  });

  it('a saved plan reads back through the import, and a bad file gets the spec error', async () => {
    const api = createPlanApi();
    const { text } = api.planJson(input, at('2025-06-01T10:00:00Z'));
    const file = (name: string, body: string) => ({
      name,
      type: '',
      size: body.length,
      text: async () => body,
      arrayBuffer: async () => new TextEncoder().encode(body).buffer,
    });
    const read = await api.readImport(ticket(), file('plan.json', text));
    expect(read.kind === 'plan' && read.result.ok && read.result.plan.eventInfo.name).toBe('Night Market');
    expect(await api.readImport(ticket(), file('plan.json', '{ nope'))).toMatchObject({
      kind: 'plan',
      result: {
        ok: false,
        message: 'Error importing plan. Please check the file format.',
        reason: 'File is not valid JSON',
      },
    });
    expect(api.parseText(text).ok).toBe(true);
    expect(JSON.parse(api.planGeoJson(input, at('2025-06-01T10:00:00Z')))).toMatchObject({ type: 'FeatureCollection' });
  });
});
