/** Retry after a fallback to samples: asks the city again for the current geography's data. */
import { geographyType } from '../../store/geography';
import { loadGeography } from '../areas/areaLoader';

export function retryCityData(): void {
  void loadGeography(geographyType.peek());
}
