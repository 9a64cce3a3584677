import { describe, expect, it } from 'vitest';
import { typeIdOf } from '../../src/shared/objects/catalogue';
import { parsePlanText } from '../../src/shared/plan/parse';
import { planToJson } from '../../src/shared/plan/serialize';
import { fromBase64Url, toBase64Url } from '../../src/shared/share/base64url';
import {
  readSharedPlan,
  SHARE_LINK_MAX_CHARS,
  shareFragment,
  shareLink,
  sharedDataIn,
} from '../../src/shared/share/shareLink';
import { expandSharePayload, toSharePayload } from '../../src/shared/share/sharePayload';
import { platformShareCodec as codec } from '../../src/workers/plan/shareCodec';
import { handoverSaved } from './helpers/handoverPlan';

const BASE = 'https://stager.example.org/?demo';

/** What the same plan reads as from its saved file: the reference a link must reproduce. */
function fromFile(saved: ReturnType<typeof handoverSaved>) {
  const read = parsePlanText(planToJson(saved));
  if (!read.ok) throw new Error(read.reason);
  return read;
}

async function fromLink(link: string) {
  const data = sharedDataIn(new URL(link).hash);
  expect(data).not.toBeNull();
  const read = await readSharedPlan(data!, codec);
  if (!read.ok) throw new Error(read.reason);
  return read;
}

describe('share link', () => {
  it('round-trips a 500-object plan exactly, within the link limit', async () => {
    const saved = handoverSaved(500);
    const result = await shareLink(saved, BASE, codec);
    if (!result.ok) throw new Error(`link of ${result.chars} characters is over the limit`);
    expect(result.link.startsWith(`${BASE}#plan=`)).toBe(true);
    expect(result.chars).toBeLessThanOrEqual(SHARE_LINK_MAX_CHARS);
    const read = await fromLink(result.link);
    const file = fromFile(saved);
    // Everything the plan holds, to the bit: objects (positions, turns, sizes, notes, times), shapes, area, view…
    expect(read.plan).toEqual(file.plan);
    expect(read.warnings).toEqual([]);
    expect(read.plan.plan.objects).toHaveLength(500);
    expect(read.plan.plan.objects).toEqual(saved.droppedObjects);
    expect(read.plan.eventInfo).toEqual(saved.eventInfo);
    expect(read.plan.revisions).toEqual(saved.revisions);
    expect(read.plan.view).toEqual(saved.view);
  });

  it('rebuilds the saved document itself from the compact payload', () => {
    const saved = handoverSaved(60);
    const payload = JSON.parse(JSON.stringify(toSharePayload(saved))) as unknown;
    expect(expandSharePayload(payload)).toEqual(JSON.parse(planToJson(saved)));
  });

  it('keeps what an object carries beyond its catalogue entry, and what it lacks', async () => {
    const saved = handoverSaved(3);
    const [a, b] = saved.droppedObjects;
    a!.properties.color = '#123456';
    a!.properties.timestamp = 'placed before times were kept';
    delete (b!.properties as { icon?: string }).icon;
    b!.name = 'Renamed type';
    saved.droppedObjects.push({
      id: 'odd-1',
      type: typeIdOf('hay-bale'),
      name: 'Hay Bale',
      position: { lng: -73.9831, lat: 40.7537 },
      properties: {
        id: 'hay-bale',
        name: 'Hay Bale',
        category: 'Decor',
        size: { width: 30, height: 30 },
        color: '#a16207',
        footprintFt: { width: 4, depth: 2 },
        label: 'Hay Bale',
        timestamp: '2025-06-01T14:30:00.000Z',
        flipped: false,
        rotationDeg: 90,
        imageUrl: 'https://example.org/hay.png',
      },
    });
    const result = await shareLink(saved, BASE, codec);
    if (!result.ok) throw new Error('too large');
    const read = await fromLink(result.link);
    expect(read.plan).toEqual(fromFile(saved).plan);
  });

  it('says a plan is too large for a link rather than making one that breaks', async () => {
    const saved = handoverSaved(2500);
    const result = await shareLink(saved, BASE, codec);
    expect(result).toEqual({ ok: false, tooLarge: true, chars: expect.any(Number), maxChars: SHARE_LINK_MAX_CHARS });
    expect(!result.ok && result.chars).toBeGreaterThan(SHARE_LINK_MAX_CHARS);
  });

  it('refuses damaged, cut or foreign links with a reason', async () => {
    const fragment = await shareFragment(handoverSaved(20), codec);
    const data = sharedDataIn(`#${fragment}`)!;
    const cut = await readSharedPlan(data.slice(0, data.length / 2), codec);
    expect(cut).toMatchObject({ ok: false, reason: 'the link is incomplete or was changed' });
    expect(await readSharedPlan('not base64 at all!', codec)).toMatchObject({ ok: false });
    const foreign = toBase64Url(await codec.deflate(codec.encodeText('{"hello":"world"}')));
    expect(await readSharedPlan(foreign, codec)).toMatchObject({
      ok: false,
      reason: 'the link does not hold a site plan',
    });
    const newer = toBase64Url(await codec.deflate(codec.encodeText('{"v":7}')));
    expect(await readSharedPlan(newer, codec)).toMatchObject({
      ok: false,
      reason: 'the link was made by a newer version of the app (link version 7)',
    });
    expect(sharedDataIn('#section-2')).toBeNull();
  });

  it('refuses a link that inflates past the plan size limit', async () => {
    // 30 MB of one repeated character deflates to a few KB: a link that would inflate without end.
    const bomb = toBase64Url(await codec.deflate(new Uint8Array(30 * 1024 * 1024).fill(32)));
    expect(await readSharedPlan(bomb, codec)).toMatchObject({ ok: false });
  });

  it('base64url round-trips every byte value at every length', () => {
    const bytes = Uint8Array.from({ length: 259 }, (_, i) => (i * 7) % 256);
    for (let n = 0; n <= bytes.length; n += 1) {
      const text = toBase64Url(bytes.subarray(0, n));
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64Url(text)).toEqual(bytes.subarray(0, n));
    }
  });
});
