/** Which data the areas on screen are: the city's (and its date), a bundled file, or samples and why. */
import { useSignals } from '@preact/signals-react/runtime';
import { describeAreaSource } from '../../shared/cityData/areaSource';
import { areasSource } from '../store/areas';

export function AreaSourceNote({ testId }: { testId: string }) {
  useSignals();
  const source = areasSource.value;
  if (!source) return null;
  return (
    <p className={source.kind === 'sample' ? 'data-source sample' : 'data-source'} data-testid={testId}>
      {describeAreaSource(source)}
    </p>
  );
}
