// Your Plans: a real list of the stored plans, each with its name, area, date and object count and its own
// labelled buttons (open, rename, duplicate, delete), reached by keyboard; a deletion offers Undo.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlansDialog } from '../../src/ui/components/PlansDialog';
import { WelcomeDialog } from '../../src/ui/components/WelcomeDialog';
import {
  closePlansList,
  deleteListedPlan,
  duplicateListedPlan,
  openListedPlan,
  openPlansList,
  renameListedPlan,
  undoDeletePlan,
} from '../../src/ui/app/plan/plansList';
import {
  deletedPlan,
  hasStoredPlans,
  plansList,
  plansMessage,
  plansOpening,
  type PlanListItem,
} from '../../src/ui/store/plans';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));
// The list's storage work is the controller's (tests/controllers/plansList.test.ts): here, what each control asks of it.
vi.mock('../../src/ui/app/plan/plansList', () => ({
  checkStoredPlans: vi.fn(async () => undefined),
  openPlansList: vi.fn(async () => undefined),
  closePlansList: vi.fn(),
  deleteListedPlan: vi.fn(async () => undefined),
  dismissDeletedPlan: vi.fn(),
  duplicateListedPlan: vi.fn(async () => undefined),
  openListedPlan: vi.fn(async () => undefined),
  renameListedPlan: vi.fn(async () => undefined),
  undoDeletePlan: vi.fn(async () => undefined),
}));

const PLANS: PlanListItem[] = [
  {
    id: 'tents',
    savedAt: '2026-06-01T11:00:00.000Z',
    summary: { name: 'Tents', area: 'Bryant Park - Lawn', objects: 2, shapes: 0 },
    here: true,
    elsewhere: false,
  },
  {
    id: 'grill',
    savedAt: '2026-06-01T10:00:00.000Z',
    summary: { name: 'Grill party', area: 'Bryant Park - Lawn', objects: 1, shapes: 1 },
    here: false,
    elsewhere: false,
  },
  {
    id: 'other',
    savedAt: '2026-05-30T10:00:00.000Z',
    summary: { name: '', area: '', objects: 12, shapes: 0 },
    here: false,
    elsewhere: true,
  },
];

const list = () => screen.getByRole('list', { name: 'Your plans' });
const item = (name: RegExp) =>
  within(list())
    .getAllByRole('listitem')
    .find((li) => name.test(li.textContent))!;

beforeEach(() => {
  vi.clearAllMocks();
  act(() => {
    plansList.value = { status: 'ready', plans: PLANS };
    deletedPlan.value = null;
    plansMessage.value = null;
    plansOpening.value = null;
  });
});

describe('Your Plans', () => {
  it('lists each plan with its name, area, date and objects, and which tab has it open', () => {
    render(<PlansDialog />);
    expect(screen.getByRole('dialog', { name: 'Your Plans' })).toBeTruthy();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    const grill = item(/Grill party/);
    expect(grill.textContent).toContain('Bryant Park - Lawn');
    expect(grill.textContent).toContain('1 object');
    expect(grill.textContent).toContain('1 shape');
    expect(grill.textContent).toMatch(/changed Jun 1, 2026/);
    expect(item(/^Tents/).textContent).toContain('Open in this tab');
    // No event name: a sensible default, and no area is said so.
    const untitled = item(/Untitled plan/);
    expect(untitled.textContent).toContain('No area focused');
    expect(untitled.textContent).toContain('12 objects');
    expect(untitled.textContent).toContain('Open in another tab');
  });

  it("labels each button with its plan; this tab's plan is not opened again nor deleted, another tab's not deleted", () => {
    render(<PlansDialog />);
    expect(screen.getByRole('button', { name: 'Open Tents' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete Tents' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Open Grill party' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Delete Grill party' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Delete Untitled plan' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Rename Untitled plan' })).toHaveProperty('disabled', true);
    // Open stays offered: the controller says where that plan is open.
    expect(screen.getByRole('button', { name: 'Open Untitled plan' })).toHaveProperty('disabled', false);
  });

  it('open, duplicate and delete ask the controller for that plan', async () => {
    const user = userEvent.setup();
    render(<PlansDialog />);
    await user.click(screen.getByRole('button', { name: 'Open Grill party' }));
    expect(openListedPlan).toHaveBeenCalledWith('grill');
    await user.click(screen.getByRole('button', { name: 'Duplicate Tents' }));
    expect(duplicateListedPlan).toHaveBeenCalledWith('tents');
    await user.click(screen.getByRole('button', { name: 'Delete Grill party' }));
    expect(deleteListedPlan).toHaveBeenCalledWith('grill');
  });

  it('renames in place: a labelled field with the current name, saved with Enter', async () => {
    const user = userEvent.setup();
    render(<PlansDialog />);
    await user.click(screen.getByRole('button', { name: 'Rename Grill party' }));
    const field = screen.getByRole('textbox', { name: 'New name for Grill party' });
    expect((field as HTMLInputElement).value).toBe('Grill party');
    await user.clear(field);
    await user.type(field, 'Grill night{Enter}');
    expect(renameListedPlan).toHaveBeenCalledWith('grill', 'Grill night');
    expect(screen.queryByRole('textbox', { name: 'New name for Grill party' })).toBeNull();
  });

  it('Escape in the rename field ends the rename only', async () => {
    const user = userEvent.setup();
    render(<PlansDialog />);
    await user.click(screen.getByRole('button', { name: 'Rename Grill party' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(closePlansList).not.toHaveBeenCalled();
    expect(renameListedPlan).not.toHaveBeenCalled();
  });

  it('a deleted plan is said, with Undo', async () => {
    const user = userEvent.setup();
    render(<PlansDialog />);
    act(() => {
      deletedPlan.value = { id: 'grill', title: 'Grill party' };
    });
    const note = screen.getByTestId('plan-deleted');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toContain('Plan deleted: Grill party.');
    await user.click(within(note).getByRole('button', { name: 'Undo' }));
    expect(undoDeletePlan).toHaveBeenCalled();
  });

  it('is reached by keyboard: Tab goes through each plan’s buttons in order', async () => {
    const user = userEvent.setup();
    render(<PlansDialog />);
    screen.getByRole('button', { name: 'Duplicate Tents' }).focus();
    // Delete Tents is disabled (this tab's plan), so the next stop is the next plan's Open.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open Grill party' }));
    await user.keyboard('{Enter}');
    expect(openListedPlan).toHaveBeenCalledWith('grill');
  });

  it('while a plan opens, says which, and offers no other Open meanwhile', () => {
    act(() => {
      plansOpening.value = 'grill';
    });
    render(<PlansDialog />);
    expect(screen.getByText('Opening Grill party…').getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Open Untitled plan' })).toHaveProperty('disabled', true);
  });

  it('says when no plan is kept yet', () => {
    act(() => {
      plansList.value = { status: 'ready', plans: [] };
    });
    render(<PlansDialog />);
    expect(screen.getByText('No plan is kept in this browser yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your plans' })).toBeNull();
  });
});

describe('the welcome', () => {
  it('offers Your Plans when this browser keeps a plan, and not otherwise', async () => {
    const user = userEvent.setup();
    act(() => {
      hasStoredPlans.value = false;
    });
    render(<WelcomeDialog />);
    expect(screen.queryByRole('button', { name: 'Your Plans' })).toBeNull();
    act(() => {
      hasStoredPlans.value = true;
    });
    await user.click(screen.getByRole('button', { name: 'Your Plans' }));
    expect(openPlansList).toHaveBeenCalled();
  });
});
