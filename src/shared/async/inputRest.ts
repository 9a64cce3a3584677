/**
 * Input first, one policy for the page and the workers: which of the user's inputs are presses (touch
 * included) and which are moves, how long input must rest after each before work that only adds
 * loaded data goes on, and the longest any such work waits. Two cases, one cap:
 *
 * - the page's map frames that only add data (src/ui/map/inputQuiet.ts) wait `page.afterPressMs`
 *   after a press or a key (a person placing chairs one by one clicks every 0.3–1 s: with a shorter
 *   rest the frame lands just where the next click comes) and `page.afterMoveMs` after a move or a
 *   wheel turn (a software frame holds the main thread 100–300 ms);
 * - a worker's steps that read and index loaded answers (src/shared/async/inputHold.ts) wait
 *   `worker.afterPressMs` after a press the page told it of (src/ui/app/layers/inputFirst.ts): the
 *   press, its release and the page's answer; moves are not told, so panning never holds data back.
 *
 * Either waits `maxWaitMs` at most, so input that never rests still sees the data arrive.
 */
export const INPUT_REST = {
  page: { afterPressMs: 1000, afterMoveMs: 250 },
  worker: { afterPressMs: 150 },
  maxWaitMs: 4000,
} as const;

/** The presses and keys the user waits on an answer to (a click's release places an object; a finger's touch). */
export const PRESS_EVENTS = ['pointerdown', 'pointerup', 'keydown', 'touchstart'] as const;
/** Moves and wheel turns: the page rests sooner after them, and the workers are not told. */
export const MOVE_EVENTS = ['pointermove', 'wheel'] as const;
