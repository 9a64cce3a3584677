import { describe, expect, it } from 'vitest';
import {
  iconSidePx,
  objectType,
  OBJECT_TYPES,
  placedIconPx,
  typeIdOf,
  type ObjectType,
} from '../../src/shared/objects/catalogue';
import { OBJECT_ICON_TYPE_IDS } from '../../src/shared/objects/icons';
import { createPlacedObject, iconBasePx } from '../../src/shared/objects/placed';
import { parsePlanText } from '../../src/shared/plan/parse';
import { EMPTY_EVENT_INFO, type PlanDocumentInput } from '../../src/shared/plan/schema';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';

const NOW = new Date('2025-06-01T14:30:00.000Z');
const AT = { lng: -73.98, lat: 40.75 };
const type = (id: string): ObjectType => objectType(id)!;

function planWith(objects: unknown[]): string {
  return JSON.stringify({ schemaVersion: 1, geography: { type: 'parks' }, droppedObjects: objects });
}
function objectsOf(text: string) {
  const r = parsePlanText(text);
  if (!r.ok) throw new Error(r.reason);
  return r.plan.plan.objects;
}

describe('Placeable object types: size {width, height} and icon/imageUrl', () => {
  it("the catalogue gives the spec's six sizes as {width, height} px and an icon naming its pictogram", () => {
    const spec = { grill: 36, 'trash-bag': 32, chair: 34, 'plastic-table': 36, speaker: 34, balloons: 32 };
    for (const [id, px] of Object.entries(spec)) expect(type(id).size).toEqual({ width: px, height: px });
    for (const t of OBJECT_TYPES) expect(OBJECT_ICON_TYPE_IDS).toContain(t.icon);
  });

  it('a placed object carries size and icon; the drawn icon is the longer side, as the spec scales it', () => {
    const grill = createPlacedObject(type('grill'), AT, { id: 'g', now: NOW });
    expect(grill.properties.size).toEqual({ width: 36, height: 36 });
    expect(grill.properties.size).not.toBe(type('grill').size);
    expect(grill.properties.icon).toBe('grill');
    const wide = { ...grill, properties: { ...grill.properties, size: { width: 20, height: 48 } } };
    expect(iconBasePx(wide)).toBe(48);
    expect(placedIconPx(12, iconSidePx({ width: 20, height: 48 }))).toBeCloseTo(48 * 0.6, 9);
  });

  it('saved plans keep size {width, height}, icon and imageUrl through save and import', () => {
    const grill = createPlacedObject(type('grill'), AT, { id: 'g', now: NOW });
    const custom = {
      ...grill,
      id: 'c',
      type: typeIdOf('food-cart'),
      properties: {
        ...grill.properties,
        id: 'food-cart',
        size: { width: 40, height: 28 },
        icon: 'cart',
        imageUrl: 'icons/cart.png',
      },
    };
    const input: PlanDocumentInput = {
      geography: 'parks',
      focusedArea: null,
      basemap: 'carto',
      view: { center: AT, zoom: 17, bearing: 0, pitch: 0 },
      layers: {},
      plan: { objects: [grill, custom], shapes: [] },
      eventInfo: { ...EMPTY_EVENT_INFO },
      exportOptions: {
        includeDimensions: true,
        dimensionUnits: 'm',
        paper: 'a4',
        orientation: 'landscape',
        scale: 'fit',
        detailSheets: true,
      },
    };
    const saved = JSON.parse(planToJson(serializePlan(input, { appName: 'x', appVersion: '1', now: NOW }))) as {
      droppedObjects: { properties: object }[];
    };
    expect(saved.droppedObjects[1]!.properties).toMatchObject({
      size: { width: 40, height: 28 },
      icon: 'cart',
      imageUrl: 'icons/cart.png',
    });
    const [g, c] = objectsOf(JSON.stringify(saved));
    expect(g!.properties).toMatchObject({ size: { width: 36, height: 36 }, icon: 'grill' });
    expect(c!.properties).toMatchObject({ size: { width: 40, height: 28 }, icon: 'cart', imageUrl: 'icons/cart.png' });
  });

  it("plans saved before (size one number, no icon) still read, as a square icon with the type's pictogram", () => {
    const [chair, odd] = objectsOf(
      planWith([
        { id: 'a', type: 'chair', name: 'Chair', position: AT, properties: { id: 'chair', size: 34, label: 'Chair' } },
        { id: 'b', type: 'chair', name: 'Chair', position: AT, properties: { size: { width: 'wide' } } },
      ]),
    );
    expect(chair!.properties.size).toEqual({ width: 34, height: 34 });
    expect(chair!.properties.icon).toBe('chair');
    // A size that cannot be read falls back to the type's.
    expect(odd!.properties.size).toEqual({ width: 34, height: 34 });
  });
});
