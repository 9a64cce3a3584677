/** Your Plans: every plan this browser keeps, listed to open, rename, duplicate or delete. */
import { signal } from '@preact/signals-react';
import type { PlanSummary } from '../../shared/plan/planSummary';

export interface PlanListItem {
  id: string;
  /** When it last changed (ISO). */
  savedAt: string;
  /** Null when its record could not be read. */
  summary: PlanSummary | null;
  /** This tab's plan. */
  here: boolean;
  /** Open in another tab: that tab alone writes it. */
  elsewhere: boolean;
}

export type PlansListState =
  { status: 'loading' } | { status: 'ready'; plans: readonly PlanListItem[] } | { status: 'failed'; reason: string };

/** The Your Plans dialog, or null when closed. */
export const plansList = signal<PlansListState | null>(null);

/** What the last action in the list came to ('This plan is open in another tab…'), or null. */
export const plansMessage = signal<string | null>(null);

/** A plan just deleted: restored by Undo until the list is closed or another plan is deleted. */
export interface DeletedPlan {
  id: string;
  title: string;
}
export const deletedPlan = signal<DeletedPlan | null>(null);

/** The plan being opened from the list (it is applied as an import is, which can take a moment), or null. */
export const plansOpening = signal<string | null>(null);

/** The plan record this tab writes (null until startup has claimed one). */
export const tabPlanId = signal<string | null>(null);

/** Whether this browser keeps any plan, for the welcome's 'Your Plans'. */
export const hasStoredPlans = signal(false);
