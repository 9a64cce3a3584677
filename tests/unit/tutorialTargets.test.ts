import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { switchesFor, TUTORIAL_STEPS, type TutorialStepId } from '../../src/shared/app/tutorialSteps';

/** Every `data-tutorial="..."` value the UI's components put on an element. */
function tutorialTargetsInUi(): Set<string> {
  const dir = 'src/ui/components';
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/data-tutorial="([^"]+)"/g)) found.add(m[1]!);
  }
  return found;
}

const step = (id: TutorialStepId) => TUTORIAL_STEPS.find((s) => s.id === id)!;

describe('Tutorial: each step finds and highlights its target, switching to what it needs', () => {
  it('every step points at an element the UI renders', () => {
    const targets = tutorialTargetsInUi();
    for (const s of TUTORIAL_STEPS) expect(targets, `${s.id} → ${s.target}`).toContain(s.target);
  });

  it('the drawing step points at the drawing tools and the export step at Export Site Plan, both in site-plan mode', () => {
    expect(step('drawing')).toMatchObject({ target: 'drawing-tools', needs: 'site-plan' });
    expect(step('export')).toMatchObject({ target: 'export-site-plan', needs: 'site-plan' });
  });

  it('switches to site-plan mode: focus the area at the centre and zoom in, or only zoom in, or nothing', () => {
    expect(switchesFor(step('drawing'), { sidebarOpen: true, focused: false, zoom: 16 })).toEqual([
      'focus-area-at-centre',
      'zoom-in-to-design',
    ]);
    expect(switchesFor(step('export'), { sidebarOpen: true, focused: true, zoom: 13.2 })).toEqual([
      'zoom-in-to-design',
    ]);
    expect(switchesFor(step('export'), { sidebarOpen: false, focused: true, zoom: 14 })).toEqual([]);
  });

  it('opens the left sidebar for the search and layers steps; the map step needs nothing', () => {
    expect(switchesFor(step('search'), { sidebarOpen: false, focused: false, zoom: 12 })).toEqual(['open-sidebar']);
    expect(switchesFor(step('layers'), { sidebarOpen: false, focused: true, zoom: 17 })).toEqual(['open-sidebar']);
    expect(switchesFor(step('layers'), { sidebarOpen: true, focused: true, zoom: 17 })).toEqual([]);
    expect(switchesFor(step('focus-area'), { sidebarOpen: false, focused: false, zoom: 12 })).toEqual([]);
  });
});
