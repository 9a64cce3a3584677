// The event's kind and phases in plan files: added to schema version 1 the way the revision table was, so a
// file without them (older, or from the older app) opens with them blank, a file with them reads them back,
// and a kind this version does not know is kept as written and files no permit of its own.
import { describe, expect, it } from 'vitest';
import { parsePlanText } from '../../src/shared/plan/parse';
import { EMPTY_EVENT_INFO, EVENT_INFO_KEYS, PLAN_SCHEMA_VERSION } from '../../src/shared/plan/schema';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';
import { eventTypeOf } from '../../src/shared/precheck/eventTypes';
import { expandSharePayload, toSharePayload } from '../../src/shared/share/sharePayload';
import { handoverInput, handoverSaved } from './helpers/handoverPlan';

const read = (json: unknown) => {
  const r = parsePlanText(JSON.stringify(json));
  if (!r.ok) throw new Error(r.reason);
  return r.plan;
};

describe('event kind and phases in plan files', () => {
  it('an older schema-1 file without them opens, with every new field blank', () => {
    const older = {
      schemaVersion: 1,
      app: { name: 'NYC Public Space Event Stager', version: '0.0.9' },
      droppedObjects: [],
      customShapes: { type: 'FeatureCollection', features: [] },
      eventInfo: { name: 'Block party', date: '2025-06-01', time: '12:00', attendance: 80 },
    };
    const plan = read(older);
    expect(plan.eventInfo).toEqual({
      ...EMPTY_EVENT_INFO,
      name: 'Block party',
      date: '2025-06-01',
      time: '12:00',
      attendance: '80',
    });
    expect(plan.schemaVersion).toBe(1);
  });
  it('a legacy file (no schemaVersion, the older app) still opens', () => {
    const legacy = {
      metadata: { center: [-73.98, 40.75], zoom: 17 },
      droppedObjects: [],
      eventInfo: { name: 'Picnic' },
    };
    expect(read(legacy).eventInfo).toEqual({ ...EMPTY_EVENT_INFO, name: 'Picnic' });
  });
  it('a saved plan writes them and reads them back, still schema version 1', () => {
    const saved = handoverSaved(3);
    expect(saved.schemaVersion).toBe(PLAN_SCHEMA_VERSION);
    expect(PLAN_SCHEMA_VERSION).toBe(1);
    const json = JSON.parse(planToJson(saved)) as { eventInfo: Record<string, string> };
    expect(json.eventInfo).toMatchObject({
      eventType: 'parks-special-event',
      loadInDate: '2025-07-11',
      loadInTime: '14:00',
    });
    expect(read(json).eventInfo).toEqual(saved.eventInfo);
    expect(Object.keys(read(json).eventInfo).sort()).toEqual([...EVENT_INFO_KEYS].sort());
  });
  it('a share link carries them', () => {
    const saved = handoverSaved(3);
    const payload = JSON.parse(JSON.stringify(toSharePayload(saved))) as unknown;
    expect(read(expandSharePayload(payload)).eventInfo).toEqual(saved.eventInfo);
  });
  it('a kind from a newer app is kept as written and chooses nothing', () => {
    const input = handoverInput(1);
    const saved = serializePlan(
      { ...input, eventInfo: { ...input.eventInfo, eventType: 'night-market' } },
      { appName: 'x', appVersion: '9', now: new Date('2025-06-01T00:00:00Z') },
    );
    const plan = read(JSON.parse(planToJson(saved)));
    expect(plan.eventInfo.eventType).toBe('night-market');
    expect(eventTypeOf(plan.eventInfo.eventType)).toBeNull();
  });
});
