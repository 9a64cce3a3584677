/** Tutorial state of the spec (section 4): dismissed and completed steps persist locally. */
import { computed, signal } from '@preact/signals-react';
import { STORAGE_KEYS } from './storageKeys';
import { TUTORIAL_STEPS, type TutorialStepId } from '../../shared/app/tutorialSteps';
import { readStored, writeStored } from './storage';

export interface TutorialState {
  isFirstVisit: boolean;
  isTutorialActive: boolean;
  currentStep: TutorialStepId | null;
  completedSteps: TutorialStepId[];
  dismissed: boolean;
  showWelcome: boolean;
}

interface Persisted {
  dismissed: boolean;
  completedSteps: TutorialStepId[];
}
const isPersisted = (v: unknown): v is Persisted =>
  !!v && typeof (v as Persisted).dismissed === 'boolean' && Array.isArray((v as Persisted).completedSteps);

const saved = readStored('local', STORAGE_KEYS.tutorial, isPersisted);
const finished = (p: Persisted | null) => !!p && (p.dismissed || p.completedSteps.length >= TUTORIAL_STEPS.length);

export const tutorial = signal<TutorialState>({
  isFirstVisit: saved === null,
  isTutorialActive: false,
  currentStep: null,
  completedSteps: saved?.completedSteps ?? [],
  dismissed: saved?.dismissed ?? false,
  showWelcome: !finished(saved),
});

export const tutorialBusy = computed(() => tutorial.value.showWelcome || tutorial.value.isTutorialActive);

function update(patch: Partial<TutorialState>): void {
  tutorial.value = { ...tutorial.value, ...patch };
  writeStored('local', STORAGE_KEYS.tutorial, {
    dismissed: tutorial.value.dismissed,
    completedSteps: tutorial.value.completedSteps,
  });
}

export const tutorialActions = {
  start(): void {
    update({ isTutorialActive: true, currentStep: 'search', showWelcome: false, dismissed: false, completedSteps: [] });
  },
  completeStep(step: TutorialStepId, next: TutorialStepId | null): void {
    const completedSteps = tutorial.value.completedSteps.includes(step)
      ? tutorial.value.completedSteps
      : [...tutorial.value.completedSteps, step];
    update({ completedSteps, currentStep: next, isTutorialActive: next !== null });
  },
  next(step: TutorialStepId): void {
    update({ currentStep: step });
  },
  dismiss(): void {
    update({ isTutorialActive: false, dismissed: true, showWelcome: false, currentStep: null });
  },
  hideWelcome(): void {
    update({ showWelcome: false });
  },
  reset(): void {
    update({
      isFirstVisit: false,
      isTutorialActive: false,
      currentStep: null,
      completedSteps: [],
      dismissed: false,
      showWelcome: true,
    });
  },
};
