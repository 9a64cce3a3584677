/**
 * Input first: while the user is pressing, moving or typing, map frames that only add loaded data wait
 * until the input has been quiet for a moment. On a software renderer a frame holds the main thread for
 * 100–300 ms, and an input that arrives during one waits for it: a chair clicked while the layers load
 * would be listed a frame later. Deferred work runs once no input came for QUIET_MS, and at the latest
 * MAX_WAIT_MS after it was deferred, so a pointer that never rests still sees the data arrive. Frames
 * that answer the input (a camera move, a layer switched off) never wait here.
 */
import { debounce } from '../../shared/async/debounce';
import { hostTimers, type Timers } from '../../shared/async/hostTimers';

/** How long input must rest before loaded data is drawn: longer than the gap between a person's clicks in a burst. */
export const QUIET_MS = 250;
/** The longest loaded data waits for input to rest. */
export const MAX_WAIT_MS = 4000;

/** What counts as input: pressing, moving, scrolling and typing, anywhere in the page. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'wheel', 'keydown', 'touchstart'] as const;

export class InputQuiet {
  private lastInput = -Infinity;
  private waiting: Array<() => void> = [];
  private readonly release: ReturnType<typeof debounce>;
  private readonly onInput = () => {
    this.lastInput = this.timers.now();
    if (this.waiting.length) this.release();
  };

  constructor(
    private readonly target: EventTarget,
    private readonly timers: Timers = hostTimers,
  ) {
    this.release = debounce(() => this.flush(), QUIET_MS, MAX_WAIT_MS, timers);
    for (const type of INPUT_EVENTS) target.addEventListener(type, this.onInput, { capture: true, passive: true });
  }

  /** Runs `work` now when no input came in the last QUIET_MS, else once it has rested; returns a cancel. */
  whenQuiet(work: () => void): () => void {
    if (this.timers.now() - this.lastInput >= QUIET_MS && !this.waiting.length) {
      work();
      return () => undefined;
    }
    this.waiting.push(work);
    // The first wait starts the clock (the maximum wait counts from it); later input restarts the lull.
    if (this.waiting.length === 1) this.release();
    return () => {
      this.waiting = this.waiting.filter((w) => w !== work);
      if (!this.waiting.length) this.release.cancel();
    };
  }

  destroy(): void {
    this.release.cancel();
    this.waiting = [];
    for (const type of INPUT_EVENTS) this.target.removeEventListener(type, this.onInput, { capture: true });
  }

  private flush(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const work of waiting) work();
  }
}
