import { describe, expect, it } from 'vitest';
import { createGeographyApi } from '../../src/workers/geography/api';
import { overlappingParks } from './helpers/areas';
import { memoryAreaCache } from '../../src/workers/geography/areaCache';

const URL_PARKS = 'http://app.test/data/permit-areas/parks.geojson';

function loadedApi() {
  const api = createGeographyApi({
    fetch: async () => new Response(JSON.stringify(overlappingParks())),
    sleep: async () => {},
    now: () => 1,
    cache: memoryAreaCache(),
  });
  return api;
}

describe('geography engine: a saved plan finds its area', () => {
  it('finds an area by id and system in the loaded geography only', async () => {
    const api = loadedApi();
    expect(api.findArea('parks', 'P-LAWN', 'P-LAWN')).toBeNull();
    await api.loadAreas('parks', URL_PARKS);
    expect(api.findArea('parks', 'P-LAWN', 'P-LAWN')?.area.name).toBe('Test Park - Lawn');
    // No system in the file: the id alone decides.
    expect(api.findArea('parks', 'P-LAWN', '')?.area.name).toBe('Test Park - Lawn');
    expect(api.findArea('parks', 'P-LAWN', 'OTHER')).toBeNull();
    expect(api.findArea('parks', 'nope', '')).toBeNull();
    expect(api.findArea('plazas', 'P-LAWN', 'P-LAWN')).toBeNull();
  });
});
