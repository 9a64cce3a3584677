// A stored plan's summary (what Your Plans shows without reading the plan again) and a rename of its text.
import { describe, expect, it } from 'vitest';
import { objectType } from '../../src/shared/objects/catalogue';
import { createPlacedObject } from '../../src/shared/objects/placed';
import { parsePlanText } from '../../src/shared/plan/parse';
import { copyName, planTitle, renamedPlanText, summaryOfInput, summaryOfText } from '../../src/shared/plan/planSummary';
import { EMPTY_EVENT_INFO, type PlanDocumentInput } from '../../src/shared/plan/schema';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';

const NOW = new Date('2026-06-01T09:00:00.000Z');
const ring: [number, number][] = [
  [-73.98, 40.75],
  [-73.979, 40.75],
  [-73.979, 40.751],
  [-73.98, 40.75],
];
const input: PlanDocumentInput = {
  geography: 'parks',
  focusedArea: {
    id: 'M008-LW',
    system: 'parks',
    name: ' Bryant Park - Lawn ',
    geometry: { type: 'Polygon', coordinates: [ring] },
  },
  basemap: 'carto',
  view: { center: { lng: -73.98, lat: 40.75 }, zoom: 17, bearing: 29, pitch: 0 },
  layers: {},
  plan: {
    objects: [0, 1, 2].map((i) =>
      createPlacedObject(objectType('tent')!, { lng: -73.98 + i * 1e-4, lat: 40.75 }, { id: `t${i}`, now: NOW }),
    ),
    shapes: [{ id: 's1', geometry: { type: 'Point', coordinates: [-73.98, 40.75] }, properties: { label: 'Gate' } }],
  },
  eventInfo: { ...EMPTY_EVENT_INFO, name: 'Night Market ', organizer: 'Block Assn.' },
  exportOptions: {
    includeDimensions: false,
    dimensionUnits: 'ft',
    paper: 'tabloid',
    orientation: 'portrait',
    scale: 500,
    detailSheets: false,
  },
};
const text = planToJson(serializePlan(input, { appName: 'Stager', appVersion: '1', now: NOW }));

describe('a plan summary', () => {
  it('holds the event name, the focused area and the counts, trimmed', () => {
    const expected = { name: 'Night Market', area: 'Bryant Park - Lawn', objects: 3, shapes: 1 };
    expect(summaryOfInput(input)).toEqual(expected);
    // The same from the stored text, for a record written before summaries were kept.
    expect(summaryOfText(text)).toEqual(expected);
  });

  it('says nothing for text that is no plan', () => {
    expect(summaryOfText('{"schemaVersion": 1, "droppedObjects": [')).toBeNull();
    expect(renamedPlanText('not json', 'X', NOW)).toBeNull();
  });

  it("names a plan without an event name 'Untitled plan', and a copy '… (copy)'", () => {
    expect(planTitle({ name: '  ' })).toBe('Untitled plan');
    expect(planTitle(undefined)).toBe('Untitled plan');
    expect(planTitle({ name: 'Night Market' })).toBe('Night Market');
    expect(copyName(summaryOfInput(input))).toBe('Night Market (copy)');
    expect(copyName(undefined)).toBe('Untitled plan (copy)');
  });
});

describe('a renamed plan text', () => {
  it('changes the event name and the time of the change, and nothing else', () => {
    const later = new Date('2026-06-02T10:00:00.000Z');
    const renamed = renamedPlanText(text, '  Night Market, day 2 ', later)!;
    expect(renamed.savedAt).toBe(later.toISOString());
    expect(renamed.summary).toEqual({ name: 'Night Market, day 2', area: 'Bryant Park - Lawn', objects: 3, shapes: 1 });
    const before = JSON.parse(text) as Record<string, unknown>;
    const after = JSON.parse(renamed.text) as Record<string, unknown>;
    expect(after.eventInfo).toEqual({ ...(before.eventInfo as object), name: 'Night Market, day 2' });
    expect(after.updatedAt).toBe(later.toISOString());
    // Everything else as it was.
    expect({ ...after, eventInfo: null, updatedAt: null }).toEqual({ ...before, eventInfo: null, updatedAt: null });
    // Still a plan the app opens.
    expect(parsePlanText(renamed.text).ok).toBe(true);
  });
});
