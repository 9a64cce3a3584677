/** Tutorial popover 'Step N of 5': finds its target (20 tries, 250 ms apart), highlights it, stays on screen. */
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { TUTORIAL } from '../../shared/app/constants';
import { nextStep, TUTORIAL_STEPS } from '../../shared/app/tutorialSteps';
import { tutorial, tutorialActions } from '../store/tutorial';
import { placePopover } from './tutorialPlacement';

export function TutorialPopover() {
  useSignals();
  const stepId = tutorial.value.currentStep;
  const index = TUTORIAL_STEPS.findIndex((s) => s.id === stepId);
  const step = TUTORIAL_STEPS[index];
  const target = useSignal<HTMLElement | null>(null);
  const position = useSignal<{ left: number; top: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    target.value = null;
    if (!step) return;
    let tries = 0;
    let timer = 0;
    const look = () => {
      const el = document.querySelector<HTMLElement>(`[data-tutorial="${step.target}"]`);
      if (el) {
        target.value = el;
        el.classList.add('tutorial-highlight');
      } else if (++tries < TUTORIAL.targetLookupTries) timer = window.setTimeout(look, TUTORIAL.targetLookupMs);
    };
    look();
    return () => {
      clearTimeout(timer);
      document.querySelectorAll('.tutorial-highlight').forEach((el) => el.classList.remove('tutorial-highlight'));
    };
  }, [step, target]);

  useLayoutEffect(() => {
    const place = () => {
      const el = box.current;
      if (!el) return;
      const r = target.value?.getBoundingClientRect() ?? null;
      position.value = placePopover(r, { width: el.offsetWidth, height: el.offsetHeight }, { width: window.innerWidth, height: window.innerHeight });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [target.value, step, position, target]);

  if (!step) return null;
  const last = index === TUTORIAL_STEPS.length - 1;
  const advance = () => tutorialActions.completeStep(step.id, nextStep(step.id));
  return (
    <div ref={box} className="tutorial-popover" role="dialog" aria-labelledby="tutorial-title" style={position.value ?? { visibility: 'hidden' }}>
      <div className="tutorial-step">Step {index + 1} of {TUTORIAL_STEPS.length}</div>
      <h2 id="tutorial-title">{step.title}</h2>
      <p>{step.body}</p>
      <div className="modal-actions spread">
        <button type="button" className="link-button" onClick={tutorialActions.dismiss}>
          Skip tutorial
        </button>
        <button type="button" className="btn btn-primary" onClick={advance} autoFocus>
          {last ? 'Finish' : 'Next'}
        </button>
      </div>
    </div>
  );
}
