/**
 * Input first, across threads: every press and key of the user's is told to the layers worker, which
 * then reads and indexes its answers only after the page has had a moment to answer
 * (src/shared/async/inputHold.ts). The presses are the one input-rest policy's, a finger's touch
 * included (src/shared/async/inputRest.ts); moves and wheel turns are not told: panning over loading
 * data should not hold the data back. A layers worker not started is not started for this.
 */
import { PRESS_EVENTS } from '../../../shared/async/inputRest';
import { runningLayersEngine } from '../engines/engines';

export function startInputFirst(target: EventTarget = window): () => void {
  const onPress = () => {
    // A worker stopping or restarting loses the notice, which only matters for this moment.
    runningLayersEngine()
      ?.inputPressed()
      .catch(() => undefined);
  };
  const options = { capture: true, passive: true };
  for (const type of PRESS_EVENTS) target.addEventListener(type, onPress, options);
  return () => {
    for (const type of PRESS_EVENTS) target.removeEventListener(type, onPress, options);
  };
}
