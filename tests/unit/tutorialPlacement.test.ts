import { describe, expect, it } from 'vitest';
import { placePopover } from '../../src/ui/components/tutorialPlacement';
import { TUTORIAL_STEPS, nextStep } from '../../src/shared/app/tutorialSteps';

const viewport = { width: 1400, height: 900 };
const popover = { width: 320, height: 180 };

describe('tutorial popover placement', () => {
  it('centres without a target, sits beside one that leaves room', () => {
    expect(placePopover(null, popover, viewport)).toEqual({ left: 540, top: 360 });
    expect(placePopover({ left: 20, top: 100, width: 300, height: 40 }, popover, viewport)).toEqual({
      left: 332,
      top: 100,
    });
  });

  it('stays fully on screen for a target at the edge', () => {
    for (const target of [
      { left: 1300, top: 880, width: 100, height: 20 },
      { left: 0, top: 0, width: 1400, height: 900 },
      { left: 1200, top: -50, width: 200, height: 30 },
    ]) {
      const at = placePopover(target, popover, viewport);
      expect(at.left).toBeGreaterThanOrEqual(8);
      expect(at.top).toBeGreaterThanOrEqual(8);
      expect(at.left + popover.width).toBeLessThanOrEqual(viewport.width - 8);
      expect(at.top + popover.height).toBeLessThanOrEqual(viewport.height - 8);
    }
  });

  it('has the five steps of the spec in order', () => {
    expect(TUTORIAL_STEPS.map((s) => s.title)).toEqual([
      'Find a Permit Area',
      'Focus on an Area',
      'Add Infrastructure',
      'Draw Event Fixtures',
      'Export Your Site Plan',
    ]);
    expect(TUTORIAL_STEPS[3]!.body).toBe('Use drawing tools to mark where event fixtures will be placed.');
    expect(nextStep('drawing')).toBe('export');
    expect(nextStep('export')).toBeNull();
  });
});
