/**
 * Which autosaved plan this tab works on. A tab holds a Web Lock named after its plan for as long as
 * it is open, so no other tab restores or writes that plan. The plan id lives in sessionStorage, so
 * a reload finds its own plan again; a duplicated tab (which copies sessionStorage) finds the lock
 * held and starts a plan of its own. The two are told apart over a BroadcastChannel: a live tab
 * answers for its plan, a page that is being reloaded away cannot. Without Web Locks (old browsers)
 * a tab simply keeps its id.
 */
import { withDeadline } from '../../../shared/async/deadline';
import { listPlans, migrateLegacy } from './planRecords';

const SESSION_KEY = 'nyc-stager:plan-id';
/** A reload's lock is freed as the old page goes away, which can take seconds on a busy machine. */
const OWN_LOCK_WAIT_MS = 20_000;
/** How long a live tab has to answer that it holds a plan. */
const ANSWER_WAIT_MS = 700;
const CHANNEL = 'nyc-stager:plans';

type PlanMessage = { kind: 'who-has' | 'has'; id: string };
/** What arrives on the channel: any tab may post there, so a message may be null or not ours. */
type HeardMessage = MessageEvent<Partial<PlanMessage> | null>;

/** The plan this tab holds, answered for on the channel. */
let claimed: string | null = null;

let answering = false;

/** Listens once per page for other tabs asking who holds a plan. */
function answerForClaimedPlan(): void {
  if (answering || typeof BroadcastChannel === 'undefined') return;
  answering = true;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: HeardMessage) => {
    if (e.data?.kind === 'who-has' && e.data.id === claimed)
      channel.postMessage({ kind: 'has', id: claimed } satisfies PlanMessage);
  };
}

/** True when another live tab says it holds the plan (within ANSWER_WAIT_MS). */
function heldByLiveTab(id: string): Promise<boolean> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(false);
  const channel = new BroadcastChannel(CHANNEL);
  const answered = new Promise<boolean>((resolve) => {
    channel.onmessage = (e: HeardMessage) => {
      if (e.data?.kind === 'has' && e.data.id === id) resolve(true);
    };
    channel.postMessage({ kind: 'who-has', id } satisfies PlanMessage);
  });
  return withDeadline(() => answered, ANSWER_WAIT_MS, { late: () => false }).finally(() => channel.close());
}

export interface TabPlan {
  /** The plan this tab writes. */
  id: string;
  /** True when `id` may already hold a saved plan to restore. */
  restore: boolean;
  /** The newest plan that is open in another tab, when this tab had to start a new one. */
  openElsewhere: string | null;
}

let counter = 0;
export function newPlanId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${(++counter).toString(36)}`;
}

const lockName = (id: string) => `nyc-stager:plan:${id}`;

/** The locks this page holds, each with the way to let it go (a plan this tab has left). */
const held = new Map<string, () => void>();

/** Takes the plan's lock and keeps it until the page goes away or the tab leaves the plan; false when another tab holds it. */
function holdLock(id: string, wait: boolean): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return Promise.resolve(true);
  if (held.has(id)) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    const options: LockOptions = wait ? { signal: AbortSignal.timeout(OWN_LOCK_WAIT_MS) } : { ifAvailable: true };
    locks
      .request(lockName(id), options, (lock) => {
        resolve(lock !== null);
        if (!lock) return undefined;
        // Held while the promise is pending: for the page's life, or until the tab opens another plan.
        return new Promise<void>((release) => held.set(id, release));
      })
      .catch(() => resolve(false));
  });
}

function releaseLock(id: string): void {
  held.get(id)?.();
  held.delete(id);
}

function remember(id: string): string {
  claimed = id;
  try {
    sessionStorage.setItem(SESSION_KEY, id);
  } catch {
    // No session storage: a reload of this tab then picks the newest free plan, which is usually this one.
  }
  return id;
}

function sessionId(): string | null {
  try {
    return sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** This tab's own plan (a reload), unless a live tab holds it (this tab is a duplicate). */
async function claimOwn(own: string): Promise<boolean> {
  if (await holdLock(own, false)) return true;
  if (await heldByLiveTab(own)) return false;
  return holdLock(own, true);
}

/**
 * Decides this tab's plan once, at startup. Storage failures leave it with a fresh plan. `fresh`
 * (a copy of a shared plan) always starts a new plan, whatever this tab or others hold.
 */
export async function claimTabPlan(options: { fresh?: boolean } = {}): Promise<TabPlan> {
  answerForClaimedPlan();
  if (options.fresh) {
    const id = newPlanId();
    await holdLock(id, false);
    // The plan this tab leaves stays stored (the plans list has it) and free for another tab to open.
    if (claimed && claimed !== id) releaseLock(claimed);
    return { id: remember(id), restore: false, openElsewhere: null };
  }
  const own = sessionId();
  if (own && (await claimOwn(own))) return { id: remember(own), restore: true, openElsewhere: null };
  await migrateLegacy(newPlanId).catch(() => undefined);
  const plans = await listPlans().catch(() => []);
  // The newest plan no other tab has open becomes this tab's (as a single-tab app restores its plan).
  for (const entry of plans) {
    if (entry.id !== own && (await holdLock(entry.id, false)))
      return { id: remember(entry.id), restore: true, openElsewhere: null };
  }
  const id = newPlanId();
  await holdLock(id, false);
  // Offer the plan this tab was a copy of (a duplicated tab), else the newest one open elsewhere.
  return {
    id: remember(id),
    restore: false,
    openElsewhere: plans.find((p) => p.id === own)?.id ?? plans[0]?.id ?? null,
  };
}

/**
 * The plans list's Open: this tab takes `id` in place of its plan, unless another tab has it open
 * (false; one plan is open in one tab at a time, so neither overwrites the other's changes). The plan
 * left is let go, for any tab to open.
 */
export async function switchTabPlan(id: string): Promise<boolean> {
  answerForClaimedPlan();
  if (id === claimed) return true;
  if (!(await holdLock(id, false))) return false;
  if (claimed) releaseLock(claimed);
  remember(id);
  return true;
}

/** The plans other tabs have open now (their locks), so the list can say so before anyone clicks. */
export async function plansOpenElsewhere(): Promise<Set<string>> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return new Set();
  const prefix = lockName('');
  const state = await locks.query().catch(() => ({ held: [] as LockInfo[] }));
  const ids = (state.held ?? [])
    .map((lock) => lock.name ?? '')
    .filter((name) => name.startsWith(prefix))
    .map((name) => name.slice(prefix.length))
    .filter((id) => !held.has(id));
  return new Set(ids);
}
