/**
 * The city's permit areas (or street centreline) could not be loaded, so the samples are on screen:
 * the page says so plainly, with the last error, and Retry asks the city again.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { isFallback, SAMPLE_AREAS_NOTICE, SAMPLE_NODES_NOTICE } from '../../shared/cityData/areaSource';
import { retryCityData } from '../app/cityData/retry';
import { areasSource } from '../store/areas';
import { geographyType } from '../store/geography';

export function SampleAreasBanner() {
  useSignals();
  const source = areasSource.value;
  if (!isFallback(source)) return null;
  const notice = geographyType.value === 'intersections' ? SAMPLE_NODES_NOTICE : SAMPLE_AREAS_NOTICE;
  return (
    <div className="banner banner-warning plan-banner" role="alert" data-testid="sample-areas-notice">
      <div>
        <strong>{notice}</strong>
        {source.detail && <div className="banner-detail">Last error: {source.detail}</div>}
      </div>
      <button type="button" className="btn btn-small" onClick={retryCityData}>
        Retry
      </button>
    </div>
  );
}
