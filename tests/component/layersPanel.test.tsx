// The 'NYC Infrastructure Layers' panel: what a user can switch, and what each row says as layers load.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayerLoadOutcome } from '../../src/workers/layers/api';
import { LayersPanel } from '../../src/ui/components/LayersPanel';
import { areasLayerVisible, areasState } from '../../src/ui/store/areas';
import { layerStates } from '../../src/ui/store/layers';
import { RECOMMENDED_LAYER_IDS, UNPUBLISHED_COLUMNS } from '../../src/shared/layers/unpublished';
import { jobs, layers, resetEngines } from '../support/fakeEngines';
import { areaTarget, focusOn, resetStore } from './panelState';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

const loaded = (layerId: string, count: number): LayerLoadOutcome => ({
  status: 'loaded',
  layerId: layerId as Extract<LayerLoadOutcome, { status: 'loaded' }>['layerId'],
  tilesKey: `${layerId}@1`,
  bounds: [-73.99, 40.75, -73.98, 40.76],
  count,
  dropped: 0,
  source: null,
  truncated: false,
});

/** A load the test answers when it wants: its promise and the function that settles it. */
function pendingLoad() {
  let answer!: (outcome: LayerLoadOutcome) => void;
  const promise = new Promise<LayerLoadOutcome>((resolve) => (answer = resolve));
  return { promise, answer };
}

const row = (name: string) => screen.getByRole('checkbox', { name }).closest('li')!;

beforeEach(() => {
  resetEngines();
  resetStore();
});

describe('without a focused area', () => {
  it('offers no layer to switch on and says why; the permit areas can still be hidden', async () => {
    render(<LayersPanel />);
    expect(screen.getByRole('heading', { name: 'NYC Infrastructure Layers' })).toBeTruthy();
    expect(screen.getByText('Focus a permit area to turn on infrastructure layers.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'All Recommended' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Street Trees' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'All Public Infrastructure layers' })).toHaveProperty('disabled', true);

    const zones = screen.getByRole('checkbox', { name: 'Permit Areas' });
    expect(zones).toHaveProperty('disabled', false);
    await userEvent.click(zones);
    expect(areasLayerVisible.value).toBe(false);
    expect(zones).toHaveProperty('checked', false);
    expect(layers.load).not.toHaveBeenCalled();
  });

  it("shows the areas' load: loading, then their count", () => {
    act(() => {
      areasState.value = { status: 'loading', mode: 'parks' };
    });
    render(<LayersPanel />);
    const zones = screen.getByRole('checkbox', { name: 'Permit Areas' }).closest('label')!;
    expect(within(zones).getByText('(Loading...)')).toBeTruthy();
    act(() => {
      areasState.value = { status: 'shown', mode: 'parks', count: 1234, skipped: 0, tilesKey: 'parks-1' };
    });
    expect(within(zones).getByText('1,234')).toBeTruthy();
  });
});

describe('with a focused area', () => {
  beforeEach(() => focusOn(areaTarget()));

  it("says the worker's word while a service is slow or failing, and keeps the last retry it said", async () => {
    const load = pendingLoad();
    layers.load.mockReturnValueOnce(load.promise);
    render(<LayersPanel />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Benches' }));
    const id = jobs.layers.last('load')!.id;
    act(() => jobs.layers.progress(id, { kind: 'slow', host: 'data.cityofnewyork.us' }));
    expect(within(row('Benches')).getByTestId('layer-progress').textContent).toBe('waiting for data.cityofnewyork.us…');
    act(() => jobs.layers.progress(id, { kind: 'retrying', retry: 2, of: 3, reason: 'HTTP 503' }));
    expect(within(row('Benches')).getByRole('status').textContent).toBe('retrying 2 of 3… Last try: HTTP 503');
    expect(row('Benches').getAttribute('data-retried')).toBe('2');

    await act(async () => load.answer({ status: 'failed', layerId: 'benches', message: 'HTTP 503' }));
    expect(within(row('Benches')).queryByTestId('layer-progress')).toBeNull();
    expect(row('Benches').getAttribute('data-retried')).toBe('2');
    expect(screen.getByText('HTTP 503', { selector: '.layer-error-detail' })).toBeTruthy();
  });

  it('switching a layer on loads it: (Loading...), then its feature count; off hides it without a reload', async () => {
    const load = pendingLoad();
    layers.load.mockReturnValueOnce(load.promise);
    render(<LayersPanel />);
    const trees = screen.getByRole('checkbox', { name: 'Street Trees' });
    expect(trees).toHaveProperty('disabled', false);
    await userEvent.click(trees);

    expect(trees).toHaveProperty('checked', true);
    expect(layers.load).toHaveBeenCalledTimes(1);
    expect(layers.load.mock.calls[0]![0]).toBe('trees');
    expect(await within(row('Street Trees')).findByText('(Loading...)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading layers' })).toBeTruthy();
    expect(screen.getByText('Loading layers… 0 of 1')).toBeTruthy();

    await act(async () => load.answer(loaded('trees', 38012)));
    expect(within(row('Street Trees')).queryByText('(Loading...)')).toBeNull();
    expect(within(row('Street Trees')).getByLabelText('38012 features').textContent).toBe('38,012');
    expect(screen.queryByRole('progressbar', { name: 'Loading layers' })).toBeNull();
    expect(layerStates.value.trees).toMatchObject({ visible: true, loaded: true, count: 38012 });

    await userEvent.click(trees);
    expect(layerStates.value.trees).toMatchObject({ visible: false, loaded: true });
    await userEvent.click(trees);
    expect(layerStates.value.trees.visible).toBe(true);
    expect(layers.load).toHaveBeenCalledTimes(1);
  });

  it('a failed load says Error with the reason, and the layer is off', async () => {
    const reason = 'Timed out: no answer from data.cityofnewyork.us within 10 s';
    layers.load.mockResolvedValueOnce({ status: 'failed', layerId: 'hydrants', message: reason });
    render(<LayersPanel />);
    // Safety Features starts collapsed: its rows show once it is opened.
    expect(screen.queryByRole('checkbox', { name: 'Fire Hydrants' })).toBeNull();
    const expander = screen.getByRole('button', { name: /Safety Features/ });
    expect(expander.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(expander);
    expect(expander.getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Fire Hydrants' }));
    expect(await within(row('Fire Hydrants')).findByText('Error')).toBeTruthy();
    expect(within(row('Fire Hydrants')).getByRole('status').textContent).toBe(reason);
    expect(screen.getByRole('checkbox', { name: 'Fire Hydrants' })).toHaveProperty('checked', false);
  });

  it('a layer the city publishes no data for says so in its words, with no Error', async () => {
    const words = UNPUBLISHED_COLUMNS.fireLanes!.text;
    layers.load.mockResolvedValueOnce({ status: 'unpublished', layerId: 'fireLanes', message: words });
    render(<LayersPanel />);
    await userEvent.click(screen.getByRole('button', { name: /^Lanes/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fire Lanes' }));
    expect(await within(row('Fire Lanes')).findByText(words)).toBeTruthy();
    expect(within(row('Fire Lanes')).queryByText('Error')).toBeNull();
    expect(layerStates.value.fireLanes).toMatchObject({ error: null, unpublished: words, loaded: false });
  });

  it("a group's toggle switches all its layers, and is mixed while only some are on", async () => {
    layers.load.mockImplementation(async (id) => loaded(id, 3));
    render(<LayersPanel />);
    const parks = screen.getByRole('checkbox', { name: 'All NYC Parks layers' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ice Ladders' }));
    expect(parks).toHaveProperty('indeterminate', true);
    expect(parks).toHaveProperty('checked', false);

    await userEvent.click(parks);
    expect(parks).toHaveProperty('indeterminate', false);
    expect(parks).toHaveProperty('checked', true);
    for (const name of ['Parks Trails', 'Ice Ladders', 'Parks Signs'])
      expect(screen.getByRole('checkbox', { name })).toHaveProperty('checked', true);
    expect(layers.load.mock.calls.map(([id]) => id).sort()).toEqual(['iceLadders', 'parksSigns', 'parksTrails']);

    await userEvent.click(parks);
    expect(
      ['parksTrails', 'iceLadders', 'parksSigns'].map((id) => layerStates.value[id as 'parksTrails'].visible),
    ).toEqual([false, false, false]);
  });

  it("'All Recommended' switches every layer with published data on, then off", async () => {
    layers.load.mockImplementation(async (id) => loaded(id, 1));
    render(<LayersPanel />);
    const all = screen.getByRole('checkbox', { name: 'All Recommended' });
    await userEvent.click(all);
    // Checked although Fire Lanes and Special Disaster Routes stay off: the city publishes no data for them.
    expect(all).toHaveProperty('checked', true);
    const on = Object.entries(layerStates.value).filter(([, s]) => s.visible);
    expect(on.map(([id]) => id).sort()).toEqual([...RECOMMENDED_LAYER_IDS].sort());
    expect(on.map(([id]) => id)).not.toContain('fireLanes');
    expect(layers.load).toHaveBeenCalledTimes(23);
    await userEvent.click(all);
    expect(all).toHaveProperty('checked', false);
    expect(Object.values(layerStates.value).some((s) => s.visible)).toBe(false);
  });
});
