import { describe, expect, it } from 'vitest';
import { createGeographyApi } from '../../src/workers/geography/api';
import { overlappingParks } from './helpers/areas';
import { memoryAreaCache } from '../../src/workers/geography/areaCache';
import { ticket } from './helpers/tickets';

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
    await api.loadAreas(ticket(), 'parks', URL_PARKS);
    expect(api.findArea('parks', 'P-LAWN', 'P-LAWN')?.area.name).toBe('Test Park - Lawn');
    // No system in the file: the id alone decides.
    expect(api.findArea('parks', 'P-LAWN', '')?.area.name).toBe('Test Park - Lawn');
    expect(api.findArea('parks', 'P-LAWN', 'OTHER')).toBeNull();
    expect(api.findArea('parks', 'nope', '')).toBeNull();
    expect(api.findArea('plazas', 'P-LAWN', 'P-LAWN')).toBeNull();
    // Saved on another copy of the parks (the sample's ids, the city's codes): found by its permit-area code.
    expect(api.findArea('parks', 'demo-p-lawn', 'P-LAWN')?.area.name).toBe('Test Park - Lawn');
  });

  it("matches an older file's numeric id as text", async () => {
    const numbered = overlappingParks();
    numbered.features.forEach((f, i) => Object.assign(f, { id: i + 1, properties: { ...f.properties, system: '' } }));
    const api = createGeographyApi({
      fetch: async () => new Response(JSON.stringify({ ...numbered, features: numbered.features })),
      sleep: async () => {},
      now: () => 1,
      cache: memoryAreaCache(),
    });
    await api.loadAreas(ticket(), 'parks', URL_PARKS);
    expect(api.findArea('parks', '2', '')?.area.name).toBe('Test Park - Lawn');
  });
});
