/**
 * Tutorial popover 'Step N of 5': switches on what the step's target needs (sidebar, site-plan mode),
 * then finds the target (looked for every 250 ms for 5 s), highlights it and stays on screen.
 */
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { TUTORIAL } from '../../shared/app/tutorialSteps';
import { nextStep, TUTORIAL_STEPS } from '../../shared/app/tutorialSteps';
import { tutorial, tutorialActions } from '../store/tutorial';
import { prepareTutorialStep } from '../app/tutorial/tutorialController';
import { placePopover } from './tutorialPlacement';
import { waitFor } from '../../shared/async/waitFor';

/** Without a focused area the design steps point at the search, which leads to one. */
const FOCUS_FIRST = {
  target: 'zone-search',
  note: 'Focus a permit area first: the design tools open on the right once one is focused.',
} as const;

export function TutorialPopover() {
  useSignals();
  const stepId = tutorial.value.currentStep;
  const index = TUTORIAL_STEPS.findIndex((s) => s.id === stepId);
  const step = TUTORIAL_STEPS[index];
  const target = useSignal<HTMLElement | null>(null);
  const position = useSignal<{ left: number; top: number } | null>(null);
  const note = useSignal<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    target.value = null;
    note.value = null;
    if (!step) return;
    let live = true;
    const stillShown = () => live;
    const find = (name: string) => document.querySelector<HTMLElement>(`[data-tutorial="${name}"]`);
    // A failed switch (a focus that could not be made) is the same as no focus: the step says what to do.
    void prepareTutorialStep(step)
      .catch((): 'needs-focus' => 'needs-focus')
      .then(async (outcome) => {
        if (!live) return;
        if (outcome === 'needs-focus') note.value = FOCUS_FIRST.note;
        const name = outcome === 'needs-focus' ? FOCUS_FIRST.target : step.target;
        // The target may appear a moment later (a panel opening): looked for until it does, or the step is left.
        await waitFor(
          () => !stillShown() || find(name) !== null,
          TUTORIAL.targetLookupTries * TUTORIAL.targetLookupMs,
          TUTORIAL.targetLookupMs,
          'tutorial target not found',
        );
        const el = stillShown() ? find(name) : null;
        if (!el) return;
        target.value = el;
        el.classList.add('tutorial-highlight');
      })
      // A target that never appears leaves the popover where it is, unanchored.
      .catch(() => undefined);
    return () => {
      live = false;
      document.querySelectorAll('.tutorial-highlight').forEach((el) => el.classList.remove('tutorial-highlight'));
    };
  }, [step, target, note]);

  useLayoutEffect(() => {
    const place = () => {
      const el = box.current;
      if (!el) return;
      const r = target.value?.getBoundingClientRect() ?? null;
      position.value = placePopover(
        r,
        { width: el.offsetWidth, height: el.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      );
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [target.value, step, position, target]);

  if (!step) return null;
  const last = index === TUTORIAL_STEPS.length - 1;
  const advance = () => tutorialActions.completeStep(step.id, nextStep(step.id));
  return (
    <div
      ref={box}
      className="tutorial-popover"
      role="dialog"
      aria-labelledby="tutorial-title"
      style={position.value ?? { visibility: 'hidden' }}
    >
      <div className="tutorial-step">
        Step {index + 1} of {TUTORIAL_STEPS.length}
      </div>
      <h2 id="tutorial-title">{step.title}</h2>
      <p>{step.body}</p>
      {note.value && <p className="hint">{note.value}</p>}
      <div className="modal-actions spread">
        <button type="button" className="link-button" onClick={() => tutorialActions.dismiss()}>
          Skip tutorial
        </button>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- each step the user moves to puts focus on its Next, so the tutorial goes on from the keyboard */}
        <button type="button" className="btn btn-primary" onClick={advance} autoFocus>
          {last ? 'Finish' : 'Next'}
        </button>
      </div>
    </div>
  );
}
