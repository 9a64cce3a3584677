// Event Information: the event's kind as the offices name it, with its definition under the choice, and its
// phases (load-in, the event's days and times, load-out) checked in order before the controller saves them.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import { EventInfoDialog } from '../../src/ui/components/EventInfoDialog';
import { eventInfo, eventInfoOpen } from '../../src/ui/store/eventInfo';

beforeEach(() => {
  act(() => {
    eventInfo.value = { ...EMPTY_EVENT_INFO };
    eventInfoOpen.value = true;
  });
});

const dialog = () => screen.getByRole('dialog', { name: 'Event Information' });

describe('Event Information', () => {
  it("lists the offices' kinds by group with their lead times, and says the chosen one's definition", async () => {
    render(<EventInfoDialog />);
    const kind = within(dialog()).getByRole('combobox', { name: 'Event type' });
    const groups = within(kind)
      .getAllByRole('group')
      .map((g) => g.getAttribute('label'));
    expect(groups).toEqual(['NYC Parks', 'Streets (SAPO)', 'Pedestrian plazas (SAPO)', 'Moving through the city']);
    const options = within(kind)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        "Not chosen: the focused area's own permit",
        'Block party (60 days ahead)',
        'Single-block festival (90 days ahead)',
        'Street festival (multi-block street fair) (by December 31 of the year before)',
        'Plaza event, Level A (45 days ahead)',
        'Parade or procession',
      ]),
    );
    await userEvent.selectOptions(kind, 'block-party');
    expect(within(dialog()).getByText(/A community sponsored event with no sale of goods or services/)).toBeTruthy();
  });

  it('saves the kind and the phases through its controller, and closes', async () => {
    render(<EventInfoDialog />);
    const d = within(dialog());
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Event type' }), 'single-block-festival');
    const phases: [string, string][] = [
      ['Load-in date', '2027-06-11'],
      ['Load-in time', '08:00'],
      ['First day', '2027-06-12'],
      ['Start time', '10:00'],
      ['End time', '21:00'],
      ['Load-out date', '2027-06-12'],
    ];
    for (const [label, value] of phases) await userEvent.type(d.getByLabelText(label), value);
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(eventInfoOpen.value).toBe(false);
    expect(eventInfo.value).toMatchObject({
      eventType: 'single-block-festival',
      loadInDate: '2027-06-11',
      loadInTime: '08:00',
      date: '2027-06-12',
      startTime: '10:00',
      endTime: '21:00',
      loadOutDate: '2027-06-12',
      endDate: '',
    });
  });

  it('refuses phases out of order with the reason, and keeps what was saved', async () => {
    act(() => {
      eventInfo.value = { ...EMPTY_EVENT_INFO, name: 'Street fair' };
    });
    render(<EventInfoDialog />);
    const d = within(dialog());
    await userEvent.type(d.getByLabelText('First day'), '2027-06-12');
    await userEvent.type(d.getByLabelText('Load-out date'), '2027-06-10');
    expect(d.getByRole('alert').textContent).toBe('Load-out must be on or after the end of the event.');
    expect(d.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    expect(eventInfo.value).toEqual({ ...EMPTY_EVENT_INFO, name: 'Street fair' });
  });
});
