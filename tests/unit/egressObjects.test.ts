// The Exit and Fence types: an exit's clear width is the placed object's own, kept by the plan file and
// the share link, edited by an undoable op; plans saved before exits existed read as before.
import { describe, expect, it } from 'vitest';
import { objectType } from '../../src/shared/objects/catalogue';
import { objectIconSvg } from '../../src/shared/objects/icons';
import {
  applyOp,
  clearWidthOf,
  clearWidthOp,
  createPlacedObject,
  footprintOf,
  invertOp,
  type Plan,
} from '../../src/shared/objects/placed';
import { parsePlanData, parsePlanText } from '../../src/shared/plan/parse';
import { EMPTY_EVENT_INFO, type PlanDocumentInput } from '../../src/shared/plan/schema';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';
import { expandSharePayload, toSharePayload } from '../../src/shared/share/sharePayload';

const NOW = new Date('2025-06-01T14:30:00.000Z');
const exitType = objectType('exit')!;
const at = { lng: -73.98, lat: 40.75 };

function input(plan: Plan): PlanDocumentInput {
  return {
    geography: 'parks',
    focusedArea: null,
    basemap: 'satellite',
    view: { center: at, zoom: 18, bearing: 0, pitch: 0 },
    layers: {},
    plan,
    eventInfo: { ...EMPTY_EVENT_INFO },
    exportOptions: {
      includeDimensions: false,
      dimensionUnits: 'ft',
      paper: 'letter',
      orientation: 'landscape',
      scale: 500,
      detailSheets: false,
    },
  };
}
const OPTS = { appName: 'NYC Public Space Event Stager', appVersion: '1.2.3', now: NOW };

describe('the Exit and Fence types', () => {
  it('are in the catalogue, with their own pictograms: an exit 6 ft wide, a fence panel narrow', () => {
    expect(exitType).toMatchObject({ name: 'Exit', footprintFt: { width: 6, depth: 1 } });
    expect(objectType('fence')).toMatchObject({ footprintFt: { width: 10, depth: 0.5 } });
    expect(objectIconSvg('exit', '#15803d')).not.toBe(objectIconSvg('fence', '#15803d'));
    expect(objectIconSvg('exit', '#15803d')).not.toContain('M9.2 9.2a2.8'); // not the unknown '?'
  });

  it('an exit is as wide as its clear width: the default, then its own', () => {
    const plain = createPlacedObject(exitType, at, { id: 'e1', now: NOW });
    expect(clearWidthOf(plain)).toBe(6);
    expect(plain.properties.clearWidthFt).toBeUndefined();
    const wide = createPlacedObject(exitType, at, { id: 'e2', now: NOW, clearWidthFt: 10 });
    expect(clearWidthOf(wide)).toBe(10);
    expect(footprintOf(wide)).toEqual({ width: 10, depth: 1 });
    // Only exits carry one: a barricade ignores it.
    const barricade = createPlacedObject(objectType('barricade')!, at, { id: 'b', now: NOW, clearWidthFt: 10 });
    expect(clearWidthOf(barricade)).toBeNull();
    expect(barricade.properties.clearWidthFt).toBeUndefined();
  });

  it('its width is an undoable edit', () => {
    const plan: Plan = { objects: [createPlacedObject(exitType, at, { id: 'e1', now: NOW })], shapes: [] };
    const op = { kind: 'clearWidth' as const, id: 'e1', from: null, to: 8 };
    const wider = applyOp(plan, op);
    expect(clearWidthOf(wider.objects[0]!)).toBe(8);
    const back = applyOp(wider, invertOp(op));
    expect(back.objects[0]!.properties.clearWidthFt).toBeUndefined();
    expect(clearWidthOf(back.objects[0]!)).toBe(6);
    // A width that is no width is not stored.
    expect(applyOp(plan, { ...op, to: -2 }).objects[0]!.properties.clearWidthFt).toBeUndefined();
  });

  it('a width typed after a handle resize is undone back to the width the handles gave, then to the default', () => {
    const start: Plan = { objects: [createPlacedObject(exitType, at, { id: 'e1', now: NOW })], shapes: [] };
    const depth = footprintOf(start.objects[0]!).depth;
    const resize = { kind: 'resize' as const, id: 'e1', from: null, to: { width: 10, depth } };
    const resized = applyOp(start, resize);
    expect(clearWidthOf(resized.objects[0]!)).toBe(10);
    const typed = clearWidthOp(resized, 'e1', 8)!;
    const eight = applyOp(resized, typed);
    expect(clearWidthOf(eight.objects[0]!)).toBe(8);
    const undone = applyOp(eight, invertOp(typed));
    expect(clearWidthOf(undone.objects[0]!)).toBe(10);
    expect(clearWidthOf(applyOp(undone, invertOp(resize)).objects[0]!)).toBe(6);
    // Redo sets 8 again; the same width again, or one that is no width, is no step.
    expect(clearWidthOf(applyOp(undone, typed).objects[0]!)).toBe(8);
    expect(clearWidthOp(eight, 'e1', 8)).toBeNull();
    expect(clearWidthOp(eight, 'e1', -2)).toBeNull();
    // An exit never resized: the clear width alone, as before.
    expect(clearWidthOp(start, 'e1', 8)).toEqual({ kind: 'clearWidth', id: 'e1', from: null, to: 8 });
  });

  it('the plan file and the share link keep the width; a file without one reads the default', () => {
    const plan: Plan = {
      objects: [
        createPlacedObject(exitType, at, { id: 'e1', now: NOW, clearWidthFt: 12 }),
        createPlacedObject(exitType, at, { id: 'e2', now: NOW }),
      ],
      shapes: [],
    };
    const saved = serializePlan(input(plan), OPTS);
    const read = parsePlanText(planToJson(saved));
    if (!read.ok) throw new Error(read.reason);
    expect(read.plan.plan.objects.map(clearWidthOf)).toEqual([12, 6]);
    expect(read.plan.plan.objects[0]!.properties.clearWidthFt).toBe(12);

    const expanded = expandSharePayload(JSON.parse(JSON.stringify(toSharePayload(saved))));
    if (typeof expanded === 'string') throw new Error(expanded);
    const shared = parsePlanData(expanded);
    if (!shared.ok) throw new Error(shared.reason);
    expect(shared.plan.plan.objects.map(clearWidthOf)).toEqual([12, 6]);

    // A plan saved before exits had widths (or with a bad one) reads the default.
    const old = JSON.parse(planToJson(saved)) as { droppedObjects: { properties: Record<string, unknown> }[] };
    delete old.droppedObjects[0]!.properties.clearWidthFt;
    old.droppedObjects[1]!.properties.clearWidthFt = 'wide';
    const legacy = parsePlanText(JSON.stringify(old));
    if (!legacy.ok) throw new Error(legacy.reason);
    expect(legacy.plan.plan.objects.map(clearWidthOf)).toEqual([6, 6]);
  });
});
