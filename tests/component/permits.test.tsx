// 'Permits and deadlines': the permits a real check found in the store, each with its agency, why and
// file-by date; a hint while the event has no date; 'Zoom to' selects the objects that call for it.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PermitsPanel } from '../../src/ui/components/PermitsPanel';
import { preCheck } from '../../src/ui/app/precheck/nudgeController';
import { eventInfo } from '../../src/ui/store/eventInfo';
import { selection } from '../../src/ui/store/plan';
import type { FakeMapPort } from '../support/fakePort';
import { checkedPark, freshCheckedPark } from './preCheckState';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

const permit = (ruleId: string) =>
  within(screen.getByRole('list', { name: 'Permits and deadlines' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('data-permit') === ruleId)!;

let port: FakeMapPort;
beforeEach(() => {
  port = freshCheckedPark();
});

describe('Permits and deadlines', () => {
  it('lists every permit the check found, with its agency and the date to file it by', () => {
    render(<PermitsPanel />);
    const { permits } = preCheck.value;
    expect(screen.getByRole('heading', { name: `Permits and deadlines (${permits.length})` })).toBeTruthy();
    const parks = permit('park-event-permit');
    expect(parks.textContent).toContain('Special Event Permit — NYC Parks');
    expect(parks.getAttribute('data-status')).toBe('on-time');
    expect(within(parks).getByText(/^File by 2027-05-13/)).toBeTruthy();
    expect(screen.getByText(/Attendance: 400/)).toBeTruthy();
    expect(screen.queryByText(/Set the event's first day/)).toBeNull();
  });

  it("asks for the event's first day while it has none", () => {
    checkedPark({ date: '' });
    render(<PermitsPanel />);
    expect(screen.getByText("Set the event's first day in Event Information to see each file-by date.")).toBeTruthy();
    expect(permit('park-event-permit').getAttribute('data-status')).toBe('no-date');
    act(() => void (eventInfo.value = { ...eventInfo.peek(), date: '2027-06-12' }));
    expect(screen.queryByText(/Set the event's first day/)).toBeNull();
  });

  it("'Zoom to' selects the objects that call for the permit and eases the map to the first", async () => {
    render(<PermitsPanel />);
    await userEvent.click(within(permit('dob-temporary-structure')).getByRole('button', { name: 'Zoom to' }));
    expect(selection.value).toEqual({ objects: ['s'], shapes: [] });
    expect(port.named('camera.easeTo')).toHaveLength(1);
    // A permit no object calls for (the place of assembly, for the attendance) offers no 'Zoom to'.
    expect(within(permit('dob-place-of-assembly')).queryByRole('button', { name: 'Zoom to' })).toBeNull();
  });

  it('says when the plan implies no permit yet', () => {
    act(() => void (preCheck.value = { ...preCheck.peek(), permits: [] }));
    render(<PermitsPanel />);
    expect(screen.getByText('No permit is implied by the plan yet.')).toBeTruthy();
  });
});
