/** What the page says about the data on screen: the city's (and its date), a bundled file, or samples and why. */
import { describe, expect, it } from 'vitest';
import {
  describeAreaSource,
  describeBundledFile,
  formatDay,
  isFallback,
  type AreaSource,
} from '../../src/shared/cityData/areaSource';
import { readBundledMeta } from '../../src/shared/data/bundledMeta';

describe('describing the data on screen', () => {
  it('names the city dataset, its update date, and a kept copy or one that could not be kept', () => {
    const city: AreaSource = {
      kind: 'city',
      dataset: 'c5vm-g2dk',
      title: 'NYC Parks Permit Areas',
      updatedAt: '2025-06-02',
      savedAt: null,
      cacheError: null,
    };
    expect(describeAreaSource(city)).toBe(
      "The city's data: NYC Parks Permit Areas (NYC Open Data c5vm-g2dk), updated Jun 2, 2025",
    );
    expect(describeAreaSource({ ...city, updatedAt: null, savedAt: '2025-06-03T10:00:00.000Z' })).toBe(
      "The city's data: NYC Parks Permit Areas (NYC Open Data c5vm-g2dk) (the copy saved on Jun 3, 2025)",
    );
    expect(describeAreaSource({ ...city, cacheError: 'The quota has been exceeded.' })).toMatch(
      /\. Not kept for offline use: The quota has been exceeded\.$/,
    );
    expect(isFallback(city)).toBe(false);
  });

  it('says plainly when samples are shown, and why', () => {
    const demo: AreaSource = { kind: 'sample', title: 'Sample parks', reason: 'demo', detail: '' };
    expect(describeAreaSource(demo)).toBe("Sample data (demo): Sample parks, not the city's");
    expect(isFallback(demo)).toBe(false);
    const fallback: AreaSource = { ...demo, reason: 'unreachable', detail: 'HTTP error! Status: 503, Details: down' };
    expect(describeAreaSource(fallback)).toBe(
      "Sample data: Sample parks, not the city's: HTTP error! Status: 503, Details: down",
    );
    expect(isFallback(fallback)).toBe(true);
  });

  it('describes bundled files from what they say of themselves', () => {
    const meta = readBundledMeta({
      dataset: { sample: false, title: 'MTA bus stops', source: 'x', asOf: '2025-08-15' },
    })!;
    expect(describeBundledFile(meta)).toBe("The city's data: MTA bus stops, bundled with the app, as of Aug 15, 2025");
    expect(describeBundledFile({ ...meta, sample: true, title: 'Sample bus stops' })).toBe(
      "Sample data: Sample bus stops, not the city's",
    );
    expect(readBundledMeta({ dataset: { title: 'no sample flag' } })).toBeNull();
    expect(readBundledMeta({ dataset: { sample: true, asOf: 'yesterday' } })?.asOf).toBeNull();
    expect(formatDay('not a date')).toBe('not a date');
  });
});
