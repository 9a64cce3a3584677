// 'Shape Properties': what is selected, from the store, and what its buttons and fields change; Duplicate
// and Delete go through the action registry and show the action's own key.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlacedObject } from '../../src/shared/objects/placed';
import { objectType } from '../../src/shared/objects/catalogue';
import { actionNamed } from '../../src/ui/actions/registry';
import { replacePlan } from '../../src/ui/app/plan/planController';
import { SelectionProperties } from '../../src/ui/components/SelectionProperties';
import { dimensionUnits } from '../../src/ui/store/draw';
import { plan, selection } from '../../src/ui/store/plan';
import { resetEngines } from '../support/fakeEngines';
import { resetStore } from './panelState';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

const AT = { lng: -73.9836, lat: 40.7536 };
const place = (id: string, type: string) => createPlacedObject(objectType(type)!, AT, { id, now: new Date(0) });
const selected = () => screen.getByRole('group', { name: 'Selection' });

beforeEach(() => {
  resetEngines();
  resetStore();
  act(() => {
    replacePlan({ objects: [place('a', 'chair'), place('b', 'chair'), place('s', 'stage')], shapes: [] });
    dimensionUnits.value = 'ft';
  });
});

describe('Shape Properties', () => {
  it('says how to select while nothing is, then names what is selected', () => {
    render(<SelectionProperties />);
    expect(screen.getByText(/Click an object or a shape on the map to select it/)).toBeTruthy();
    act(() => void (selection.value = { objects: ['a'], shapes: [] }));
    expect(within(selected()).getByRole('status').textContent).toBe('Chair');
    act(() => void (selection.value = { objects: ['a', 's'], shapes: [] }));
    expect(within(selected()).getByRole('status').textContent).toBe('2 objects, 0 shapes selected');
  });

  it("Duplicate performs the registry's action and shows its key; Delete selection removes what is selected", async () => {
    act(() => void (selection.value = { objects: ['a'], shapes: [] }));
    render(<SelectionProperties />);
    const duplicate = within(selected()).getByRole('button', { name: 'Duplicate' });
    expect(duplicate.getAttribute('title')).toBe(`Duplicate (${actionNamed('duplicate').keys[0]!})`);
    await userEvent.click(duplicate);
    expect(plan.value.objects).toHaveLength(4);
    // The copy is selected, as Ctrl+D leaves it.
    const copy = plan.value.objects[3]!;
    expect(selection.value.objects).toEqual([copy.id]);

    const remove = within(selected()).getByRole('button', { name: 'Delete selection' });
    expect(remove.getAttribute('title')).toBe(`Delete (${actionNamed('deleteSelection').keys[0]!})`);
    await userEvent.click(remove);
    expect(plan.value.objects.map((o) => o.id)).toEqual(['a', 'b', 's']);
    expect(screen.getByText(/Click an object or a shape on the map to select it/)).toBeTruthy();
  });

  it('a label typed and applied with Enter names the object; Escape puts back what the plan holds', async () => {
    act(() => void (selection.value = { objects: ['a'], shapes: [] }));
    render(<SelectionProperties />);
    const label = within(selected()).getByRole('textbox', { name: 'Label' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Front row{Enter}');
    expect(plan.value.objects[0]!.properties.label).toBe('Front row');
    await userEvent.type(label, ' left{Escape}');
    expect((label as HTMLInputElement).value).toBe('Front row');
  });

  it("a stage's size in feet and its deck height, asked and never guessed, change the plan", async () => {
    act(() => void (selection.value = { objects: ['s'], shapes: [] }));
    render(<SelectionProperties />);
    const height = within(selected()).getByRole('textbox', { name: 'Deck height (ft)' });
    expect((height as HTMLInputElement).value).toBe('');
    await userEvent.type(height, '4{Enter}');
    expect(plan.value.objects[2]!.properties.heightFt).toBe(4);
    const width = within(selected()).getByRole('textbox', { name: 'Width (ft)' });
    await userEvent.clear(width);
    await userEvent.type(width, '24');
    await userEvent.click(within(selected()).getByRole('button', { name: 'Resize' }));
    expect(plan.value.objects[2]!.properties.widthFt).toBe(24);
  });

  it("turns the selection to the angle typed; 'Select all Chair' selects every chair", async () => {
    act(() => void (selection.value = { objects: ['a'], shapes: [] }));
    render(<SelectionProperties />);
    await userEvent.type(within(selected()).getByRole('textbox', { name: 'Angle (°)' }), '{Backspace}30');
    await userEvent.click(within(selected()).getByRole('button', { name: 'Turn' }));
    expect(plan.value.objects[0]!.properties.rotationDeg).toBe(30);
    await userEvent.click(within(selected()).getByRole('button', { name: 'Select all Chair' }));
    expect(selection.value.objects).toEqual(['a', 'b']);
  });
});
