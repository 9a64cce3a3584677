/**
 * Tutorial popover 'Step N of 5': switches on what the step's target needs (sidebar, site-plan mode),
 * then finds the target (20 tries, 250 ms apart), highlights it and stays on screen.
 */
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { TUTORIAL } from '../../shared/app/tutorialSteps';
import { nextStep, TUTORIAL_STEPS } from '../../shared/app/tutorialSteps';
import { tutorial, tutorialActions } from '../store/tutorial';
import { prepareTutorialStep } from '../app/tutorial/tutorialController';
import { placePopover } from './tutorialPlacement';

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
    let tries = 0;
    let timer = 0;
    let live = true;
    const look = (name: string) => {
      const el = document.querySelector<HTMLElement>(`[data-tutorial="${name}"]`);
      if (el) {
        target.value = el;
        el.classList.add('tutorial-highlight');
      } else if (++tries < TUTORIAL.targetLookupTries)
        timer = window.setTimeout(() => look(name), TUTORIAL.targetLookupMs);
    };
    // A failed switch (a focus that could not be made) is the same as no focus: the step says what to do.
    void prepareTutorialStep(step)
      .catch((): 'needs-focus' => 'needs-focus')
      .then((outcome) => {
        if (!live) return;
        if (outcome === 'needs-focus') note.value = FOCUS_FIRST.note;
        look(outcome === 'needs-focus' ? FOCUS_FIRST.target : step.target);
      });
    return () => {
      live = false;
      clearTimeout(timer);
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
