/**
 * A real pre-check for the panels' tests: the shared engine (the nudge worker's, run in-process) over a
 * park plan with a grill, a stage and a tent, 400 attending a 'beer garden'; its answer put in the store
 * as the nudge controller puts the worker's.
 */
import { act } from '@testing-library/react';
import { checkedObject } from '../../src/shared/nudges/checkedObject';
import { objectType } from '../../src/shared/objects/catalogue';
import { offsetFeet } from '../../src/shared/objects/footprint';
import { createPlacedObject } from '../../src/shared/objects/placed';
import { PreCheckEngine } from '../../src/shared/precheck/preCheck';
import { replacePlan } from '../../src/ui/app/plan/planController';
import { checkedObjects, dismissedNudges, nudges, preCheck } from '../../src/ui/app/precheck/nudgeController';
import { eventInfo } from '../../src/ui/store/eventInfo';
import { mapPort } from '../../src/ui/store/map';
import { plan } from '../../src/ui/store/plan';
import { resetEngines } from '../support/fakeEngines';
import { createFakePort, type FakeMapPort } from '../support/fakePort';
import { resetStore } from './panelState';

export const SITE = { lng: -73.9836, lat: 40.7536 };
export const EVENT = { name: 'Fair', date: '2027-06-12', attendance: '400', notes: 'beer garden' };

const placed = (id: string, type: string, eastFt: number) =>
  createPlacedObject(objectType(type)!, offsetFeet(SITE, eastFt, 0), { id, now: new Date(0) });

/** The plan in the store, checked; `info` changes the event's information before the check. */
export function checkedPark(info: Partial<typeof EVENT> = {}): void {
  act(() => {
    replacePlan({ objects: [placed('g', 'grill', 0), placed('s', 'stage', 40), placed('t', 'tent', 80)], shapes: [] });
    eventInfo.value = { ...eventInfo.peek(), ...EVENT, ...info };
    const engine = new PreCheckEngine();
    engine.setContext({ setting: 'park', area: null, corridor: null });
    const objects = plan.peek().objects.map(checkedObject);
    const { nudges: found, ...rest } = engine.update({
      objects,
      shapes: [],
      eventInfo: { ...eventInfo.peek() },
      today: '2027-03-01',
    });
    nudges.value = found;
    preCheck.value = rest;
    checkedObjects.value = objects.length;
    dismissedNudges.value = new Set();
  });
}

/**
 * A fresh store and fake engines, a fake map port as the mounted map, and the park plan checked: what
 * each test of a panel that shows the check starts from. Answers the port, whose calls the tests read.
 */
export function freshCheckedPark(): FakeMapPort {
  resetEngines();
  resetStore();
  const port = createFakePort();
  mapPort.value = port;
  checkedPark();
  return port;
}
