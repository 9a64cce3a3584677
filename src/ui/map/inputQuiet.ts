/**
 * Input first: while the user is pressing, moving or typing, map frames that only add loaded data wait
 * until the input has been quiet for a moment. On a software renderer a frame holds the main thread for
 * 100–300 ms (more on a busy machine), and an input that arrives during one waits for it: a chair
 * clicked while the layers load would be listed a frame later. So the data waits for a rest that a
 * person's next click is unlikely to fall into: PRESS_QUIET_MS after a press or a key (a person placing
 * chairs one by one clicks every 0.3–1 s; with a shorter rest the frame lands just where the next click
 * comes), QUIET_MS after a move or a wheel turn. Deferred work runs at the latest MAX_WAIT_MS after it
 * was deferred, so input that never rests still sees the data arrive. The numbers and the events are
 * the one input-rest policy's, shared with the workers (src/shared/async/inputRest.ts). Frames that answer the input (a
 * camera move, a layer switched off) never wait here.
 */
import { hostTimers, type Timers } from '../../shared/async/hostTimers';
import { INPUT_REST, MOVE_EVENTS, PRESS_EVENTS } from '../../shared/async/inputRest';

/** The page's case of the one input-rest policy (src/shared/async/inputRest.ts). */
const { afterPressMs: PRESS_QUIET_MS, afterMoveMs: QUIET_MS } = INPUT_REST.page;
const MAX_WAIT_MS = INPUT_REST.maxWaitMs;

export class InputQuiet {
  private lastPress = -Infinity;
  private lastMove = -Infinity;
  private waiting: Array<() => void> = [];
  /** When the oldest waiting work was deferred: the maximum wait counts from it. */
  private waitingSince = 0;
  private timer: unknown = null;
  // Input only notes its time: the timer looks again when it fires, so a stream of moves costs no timers.
  private readonly onPress = () => {
    this.lastPress = this.timers.now();
  };
  private readonly onMove = () => {
    this.lastMove = this.timers.now();
  };

  constructor(
    private readonly target: EventTarget,
    private readonly timers: Timers = hostTimers,
  ) {
    const options = { capture: true, passive: true };
    for (const type of PRESS_EVENTS) target.addEventListener(type, this.onPress, options);
    for (const type of MOVE_EVENTS) target.addEventListener(type, this.onMove, options);
  }

  /** Runs `work` now when input rests, else once it has rested (at most MAX_WAIT_MS); returns a cancel. */
  whenQuiet(work: () => void): () => void {
    if (!this.waiting.length && this.restEnds() <= this.timers.now()) {
      work();
      return () => undefined;
    }
    this.waiting.push(work);
    if (this.waiting.length === 1) {
      this.waitingSince = this.timers.now();
      this.schedule();
    }
    return () => {
      this.waiting = this.waiting.filter((w) => w !== work);
      if (!this.waiting.length) this.stopTimer();
    };
  }

  destroy(): void {
    this.stopTimer();
    this.waiting = [];
    for (const type of PRESS_EVENTS) this.target.removeEventListener(type, this.onPress, { capture: true });
    for (const type of MOVE_EVENTS) this.target.removeEventListener(type, this.onMove, { capture: true });
  }

  /** When the input's rest is long enough, from the last press and the last move. */
  private restEnds(): number {
    return Math.max(this.lastPress + PRESS_QUIET_MS, this.lastMove + QUIET_MS);
  }

  /** Runs the waiting work if input rests (or it waited long enough), else looks again when it may. */
  private schedule(): void {
    this.stopTimer();
    if (!this.waiting.length) return;
    const now = this.timers.now();
    const due = Math.min(this.restEnds(), this.waitingSince + MAX_WAIT_MS);
    if (due <= now) return this.flush();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.schedule();
    }, due - now);
  }

  private stopTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private flush(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const work of waiting) work();
  }
}
