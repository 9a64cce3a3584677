// The pre-check panel ('Nudges'): the findings of a real check from the store, counted by severity;
// Dismiss hides one (and its count), 'Zoom to' eases the map to its subject; capacity from the same check.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NudgesPanel } from '../../src/ui/components/NudgesPanel';
import { nudges } from '../../src/ui/app/precheck/nudgeController';
import type { FakeMapPort } from '../support/fakePort';
import { checkedPark, freshCheckedPark, SITE } from './preCheckState';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

const findings = () => within(screen.getByRole('list', { name: 'Nudges' })).getAllByRole('listitem');
const finding = (rule: string) => findings().find((li) => li.getAttribute('data-rule') === rule)!;
const counts = () => screen.getByLabelText('Findings by severity').textContent;

let port: FakeMapPort;
beforeEach(() => {
  port = freshCheckedPark();
});

describe('the pre-check', () => {
  it('lists each finding with its message and source, counted by severity in the header', () => {
    render(<NudgesPanel />);
    const warnings = nudges.value.filter((n) => n.severity === 'warning').length;
    const infos = nudges.value.filter((n) => n.severity === 'info').length;
    expect(warnings).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: `Nudges (${nudges.value.length})` })).toBeTruthy();
    expect(counts()).toBe(`0 blockers${warnings} warnings${infos} info`);
    const grill = finding('park-bbq-area');
    const said = nudges.value.find((n) => n.ruleId === 'park-bbq-area')!;
    expect(said.message).toMatch(/Barbecuing in parks is allowed only in designated barbecuing areas/);
    expect(within(grill).getByText(said.message)).toBeTruthy();
    expect(within(grill).getByText(new RegExp(said.agency)).className).toBe('nudge-source');
    expect(within(grill).getByRole('link', { name: 'Regulation' }).getAttribute('href')).toMatch(/^https:/);
  });

  it('Dismiss hides that finding and takes it off the count', async () => {
    render(<NudgesPanel />);
    const before = findings().length;
    await userEvent.click(within(finding('park-tent-stakes')).getByRole('button', { name: 'Dismiss' }));
    expect(findings()).toHaveLength(before - 1);
    expect(findings().some((li) => li.getAttribute('data-rule') === 'park-tent-stakes')).toBe(false);
    expect(screen.getByRole('heading', { name: `Nudges (${before - 1})` })).toBeTruthy();
  });

  it("'Zoom to' eases the map to the finding's subject", async () => {
    render(<NudgesPanel />);
    await userEvent.click(within(finding('park-bbq-area')).getByRole('button', { name: 'Zoom to' }));
    const [[centre]] = port.named('camera.easeTo') as [[{ lng: number; lat: number }]];
    expect(centre.lng).toBeCloseTo(SITE.lng, 4);
    expect(centre.lat).toBeCloseTo(SITE.lat, 4);
  });

  it("says 'No nudges' for a plan with nothing to flag", () => {
    checkedPark({ attendance: '', notes: '' });
    nudges.value = [];
    render(<NudgesPanel />);
    expect(screen.getByText('No nudges')).toBeTruthy();
    expect(counts()).toBe('0 blockers0 warnings0 info');
  });
});
