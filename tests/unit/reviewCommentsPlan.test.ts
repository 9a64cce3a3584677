/**
 * Review comments are the plan's: a saved file and a share link carry them back as they were; a plan
 * never reviewed writes no key for them; answer, resolve (in the plan's revision) and reopen.
 */
import { describe, expect, it } from 'vitest';
import { parsePlanData, parsePlanText } from '../../src/shared/plan/parse';
import { EMPTY_EVENT_INFO, DEFAULT_EXPORT_OPTIONS, type PlanDocumentInput } from '../../src/shared/plan/schema';
import { planToJson, serializePlan } from '../../src/shared/plan/serialize';
import { answerComment, reopenComment, resolveComment, type ReviewComment } from '../../src/shared/review/comments';
import { expandSharePayload, toSharePayload } from '../../src/shared/share/sharePayload';

const COMMENT: ReviewComment = {
  id: 'rc-1',
  key: 'pdf|1|Text|Parks|D:20260512143000Z|Stage too close|300,200',
  kind: 'Text',
  author: 'Parks',
  date: '2026-05-12T14:30:00Z',
  text: 'Stage too close',
  page: 1,
  sheet: 'Site plan',
  packetRevision: 'B',
  anchor: [-73.997, 40.731],
  geometry: { type: 'Point', coordinates: [-73.997, 40.731] },
  replies: [{ author: 'Organizer', date: '2026-05-13T09:00:00Z', text: 'Moved' }],
  resolvedIn: null,
};
const GENERAL: ReviewComment = {
  ...COMMENT,
  id: 'rc-2',
  key: 'k2',
  page: 4,
  sheet: 'Page 4',
  anchor: null,
  geometry: null,
};

const input = (reviewComments: ReviewComment[]): PlanDocumentInput => ({
  geography: 'parks',
  focusedArea: null,
  basemap: 'carto',
  view: { center: { lng: -73.997, lat: 40.731 }, zoom: 18, bearing: 0, pitch: 0 },
  layers: {},
  plan: { objects: [], shapes: [] },
  eventInfo: { ...EMPTY_EVENT_INFO },
  exportOptions: DEFAULT_EXPORT_OPTIONS,
  revisions: [{ revision: 'C', date: '2026-05-20', description: 'Review answered' }],
  reviewComments,
});
const OPTIONS = { appName: 'App', appVersion: '1', now: new Date('2026-05-21T10:00:00Z') };

describe('review comments in the plan', () => {
  it('round-trip through a saved file', () => {
    const text = planToJson(serializePlan(input([COMMENT, GENERAL]), OPTIONS));
    const read = parsePlanText(text);
    if (!read.ok) throw new Error(read.reason);
    expect(read.plan.reviewComments).toEqual([COMMENT, GENERAL]);
  });

  it('are not written for a plan never reviewed, and an older file reads as none', () => {
    const saved = serializePlan(input([]), OPTIONS);
    expect('reviewComments' in saved).toBe(false);
    const read = parsePlanText(planToJson(saved));
    expect(read.ok && read.plan.reviewComments).toEqual([]);
  });

  it('round-trip through a share link', () => {
    const saved = serializePlan(input([COMMENT]), OPTIONS);
    const expanded = expandSharePayload(JSON.parse(JSON.stringify(toSharePayload(saved))));
    if (typeof expanded === 'string') throw new Error(expanded);
    const read = parsePlanData(expanded);
    expect(read.ok && read.plan.reviewComments).toEqual([COMMENT]);
  });

  it('drops a comment that does not read, keeping the rest', () => {
    const saved = { ...serializePlan(input([COMMENT]), OPTIONS), reviewComments: [COMMENT, { id: 3 }, 'x'] };
    const read = parsePlanData(JSON.parse(JSON.stringify(saved)) as Record<string, unknown>);
    expect(read.ok && read.plan.reviewComments).toEqual([COMMENT]);
  });

  it('are answered, resolved in the plan’s revision and reopened', () => {
    const answered = answerComment([COMMENT, GENERAL], 'rc-1', { author: 'Org', date: 'd', text: 'Done' });
    expect(answered[0]!.replies.map((r) => r.text)).toEqual(['Moved', 'Done']);
    expect(answered[1]).toBe(GENERAL);
    const resolved = resolveComment(answered, 'rc-1', 'C');
    expect(resolved[0]!.resolvedIn).toBe('C');
    expect(reopenComment(resolved, 'rc-1')[0]!.resolvedIn).toBeNull();
  });
});
