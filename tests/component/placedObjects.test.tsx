// 'Placed Objects': counts per type and the list from the store; a click selects (Shift adds or takes
// out), × removes; Undo and Redo perform the registry's actions and show their keys; none when read-only.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlacedObject } from '../../src/shared/objects/placed';
import { objectType } from '../../src/shared/objects/catalogue';
import { actionNamed } from '../../src/ui/actions/registry';
import { replacePlan } from '../../src/ui/app/plan/planController';
import { rotate } from '../../src/ui/app/edit/placement';
import { PlacedObjectsList } from '../../src/ui/components/PlacedObjectsList';
import { dimensionUnits } from '../../src/ui/store/draw';
import { plan, selection } from '../../src/ui/store/plan';
import { resetEngines } from '../support/fakeEngines';
import { resetStore } from './panelState';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

const AT = { lng: -73.9836, lat: 40.7536 };
const place = (id: string, type: string) => createPlacedObject(objectType(type)!, AT, { id, now: new Date(0) });
const list = () => screen.getByRole('list', { name: 'Placed objects' });
const item = (name: string) => within(list()).getAllByRole('button', { name });

beforeEach(() => {
  resetEngines();
  resetStore();
  act(() => {
    replacePlan({ objects: [place('a', 'chair'), place('b', 'chair'), place('g', 'grill')], shapes: [] });
    dimensionUnits.value = 'ft';
  });
});

describe('Placed Objects', () => {
  it('counts each type and lists every object, from the plan', () => {
    render(<PlacedObjectsList />);
    expect(screen.getByRole('heading', { name: 'Placed Objects (3)' })).toBeTruthy();
    expect(screen.getByText('Chair: 2')).toBeTruthy();
    expect(screen.getByText('Grill: 1')).toBeTruthy();
    expect(item('Chair')).toHaveLength(2);
  });

  it('a click selects one; Shift-click adds and takes out; the selected are pressed', async () => {
    render(<PlacedObjectsList />);
    const [first, second] = item('Chair');
    await userEvent.click(first!);
    expect(selection.value.objects).toEqual(['a']);
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(second!);
    expect(selection.value.objects).toEqual(['a', 'b']);
    await user.click(first!);
    await user.keyboard('{/Shift}');
    expect(selection.value.objects).toEqual(['b']);
  });

  it("× removes that object; Undo and Redo perform the registry's actions and show its keys", async () => {
    render(<PlacedObjectsList />);
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo.getAttribute('title')).toBe(`Undo (${actionNamed('undo').keys[0]!})`);
    expect(redo.getAttribute('title')).toBe(`Redo (${actionNamed('redo').keys[0]!})`);
    expect(undo).toHaveProperty('disabled', true);
    await userEvent.click(within(list()).getByRole('button', { name: 'Remove Grill' }));
    expect(plan.value.objects.map((o) => o.id)).toEqual(['a', 'b']);
    expect(screen.getByRole('heading', { name: 'Placed Objects (2)' })).toBeTruthy();
    await userEvent.click(undo);
    expect(plan.value.objects.map((o) => o.id)).toEqual(['a', 'b', 'g']);
    await userEvent.click(redo);
    expect(plan.value.objects.map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('says what was changed of an object (its turn), and nothing for a catalogue one', () => {
    act(() => {
      selection.value = { objects: ['g'], shapes: [] };
      rotate(15);
    });
    render(<PlacedObjectsList />);
    const grill = within(list()).getByRole('button', { name: 'Grill' }).closest('li')!;
    expect(grill.textContent).toContain('15°');
    expect(item('Chair')[0]!.closest('li')!.textContent).not.toContain('°');
  });

  it('read-only (a shared plan): the list without Undo, Redo or remove', () => {
    render(<PlacedObjectsList readOnly />);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(within(list()).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(item('Chair')).toHaveLength(2);
  });
});
