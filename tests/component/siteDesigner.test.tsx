// The 'Site Plan Designer' sidebar: when it shows, what it opens, and what its tools change in the plan.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WINDOW_EVENTS } from '../../src/ui/app/windowEvents';
import { placeAt } from '../../src/ui/app/edit/placement';
import { RightSidebar } from '../../src/ui/components/RightSidebar';
import { drawStatus, drawTool } from '../../src/ui/store/draw';
import { placement, plan, selection } from '../../src/ui/store/plan';
import { sharedView } from '../../src/ui/store/share';
import { resetEngines } from '../support/fakeEngines';
import { areaTarget, focusOn, resetStore } from './panelState';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

const designer = () => screen.getByRole('complementary', { name: 'Site Plan Designer' });
const objectButton = (name: string) =>
  within(screen.getByRole('region', { name: 'Event Objects' })).getByRole('button', { name: new RegExp(`^${name}`) });
const drawingTool = (name: string) =>
  within(screen.getByRole('group', { name: 'Drawing tools' })).getByRole('button', { name });
const placedHeading = () => screen.getByRole('heading', { name: /^Placed Objects/ });

beforeEach(() => {
  resetEngines();
  resetStore();
});

describe('when it shows', () => {
  it('only with an area focused, from the design zoom (14) in', () => {
    render(<RightSidebar />);
    expect(screen.queryByRole('complementary', { name: 'Site Plan Designer' })).toBeNull();
    focusOn(areaTarget(), 13.5);
    expect(screen.queryByRole('complementary', { name: 'Site Plan Designer' })).toBeNull();
    focusOn(areaTarget(), 14);
    expect(within(designer()).getByRole('heading', { name: 'Site Plan Designer' })).toBeTruthy();
    expect(within(designer()).getByText('Bryant Park - Lawn')).toBeTruthy();
    expect(within(designer()).getByText('Bryant Park')).toBeTruthy();
    focusOn(null);
    expect(screen.queryByRole('complementary', { name: 'Site Plan Designer' })).toBeNull();
  });
});

describe('in site-plan mode', () => {
  const heard: string[] = [];
  const hear = (e: Event) => heard.push(e.type);
  beforeEach(() => {
    heard.length = 0;
    window.addEventListener(WINDOW_EVENTS.openEventInfo, hear);
    window.addEventListener(WINDOW_EVENTS.openExportOptions, hear);
    focusOn(areaTarget());
  });
  afterEach(() => {
    window.removeEventListener(WINDOW_EVENTS.openEventInfo, hear);
    window.removeEventListener(WINDOW_EVENTS.openExportOptions, hear);
  });

  it("opens Event Information and Export Options by the spec's window events", async () => {
    render(<RightSidebar />);
    await userEvent.click(within(designer()).getByRole('button', { name: 'Event Information' }));
    await userEvent.click(within(designer()).getByRole('button', { name: 'Export Options' }));
    expect(heard).toEqual([WINDOW_EVENTS.openEventInfo, WINDOW_EVENTS.openExportOptions]);
  });

  it('choosing an object type enters placement; a map click places it; undo, redo and remove follow', async () => {
    render(<RightSidebar />);
    expect(placedHeading().textContent).toBe('Placed Objects (0)');
    expect(screen.getByText('No objects placed yet.')).toBeTruthy();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toHaveProperty('disabled', true);

    await userEvent.click(objectButton('Grill'));
    expect(objectButton('Grill').getAttribute('aria-pressed')).toBe('true');
    expect(placement.value).toMatchObject({ typeId: 'grill', batch: false });
    expect(screen.getByText(/Click the map to place; Shift-click to place several\./)).toBeTruthy();

    // The map's click (the place mode hands it to the controller).
    act(() => void placeAt({ lng: -73.9836, lat: 40.7536 }, false));
    expect(placedHeading().textContent).toBe('Placed Objects (1)');
    expect(screen.getByText('Grill: 1')).toBeTruthy();
    // A single placement ends by itself.
    expect(objectButton('Grill').getAttribute('aria-pressed')).toBe('false');
    expect(undo).toHaveProperty('disabled', false);

    await userEvent.click(undo);
    expect(plan.value.objects).toHaveLength(0);
    expect(placedHeading().textContent).toBe('Placed Objects (0)');
    expect(redo).toHaveProperty('disabled', false);
    await userEvent.click(redo);
    expect(plan.value.objects).toHaveLength(1);

    const list = screen.getByRole('list', { name: 'Placed objects' });
    await userEvent.click(within(list).getByRole('button', { name: 'Grill' }));
    expect(selection.value.objects).toEqual([plan.value.objects[0]!.id]);
    expect(within(list).getByRole('button', { name: 'Grill' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Grill' }));
    expect(plan.value.objects).toHaveLength(0);
    expect(screen.getByText('No objects placed yet.')).toBeTruthy();
  });

  it('a two-click object asks for two corners; choosing it again cancels', async () => {
    render(<RightSidebar />);
    await userEvent.click(objectButton('Stage'));
    expect(screen.getByText(/Click two opposite corners on the map\./)).toBeTruthy();
    await userEvent.click(objectButton('Stage'));
    expect(placement.value).toBeNull();
    expect(screen.queryByText(/Click two opposite corners/)).toBeNull();
  });

  it('drawing tools wait for the drawing control; a tool shows its hint and ends placement', async () => {
    act(() => {
      drawStatus.value = 'initializing';
    });
    render(<RightSidebar />);
    expect(screen.getByText(/Drawing tools are initializing/)).toBeTruthy();
    expect(drawingTool('Polygon')).toHaveProperty('disabled', true);
    act(() => {
      drawStatus.value = 'failed';
    });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    act(() => {
      drawStatus.value = 'ready';
    });
    expect(screen.queryByText(/Drawing tools are initializing/)).toBeNull();

    await userEvent.click(objectButton('Chair'));
    await userEvent.click(drawingTool('Polygon'));
    expect(drawTool.value).toBe('polygon');
    expect(drawingTool('Polygon').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Click to start drawing polygon · Press ESC to cancel')).toBeTruthy();
    expect(placement.value).toBeNull();
    // The active tool again: none.
    await userEvent.click(drawingTool('Polygon'));
    expect(drawTool.value).toBeNull();
    expect(screen.queryByText(/Click to start drawing polygon/)).toBeNull();
  });

  it('a shared plan is shown read-only: no editing tools, its information, and the export', () => {
    act(() => {
      sharedView.value = { status: 'viewing' };
    });
    render(<RightSidebar />);
    expect(within(designer()).getByRole('heading', { name: 'Shared plan (read-only)' })).toBeTruthy();
    expect(within(designer()).queryByRole('button', { name: 'Event Information' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Drawing tools' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Event Objects' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(within(designer()).getByRole('button', { name: 'Export Options' })).toBeTruthy();
    expect(within(designer()).getByRole('button', { name: 'Export Site Plan' })).toHaveProperty('disabled', false);
  });
});
