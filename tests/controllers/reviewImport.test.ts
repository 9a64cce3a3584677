/**
 * Importing a returned packet (issue 42): its comments join the plan's once; a packet of another plan
 * asks first (Stop changes nothing); an older revision's packet says its comments are placed by the
 * ground; a packet that cannot be read says why and changes nothing; answer, resolve and reopen.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewComment } from '../../src/shared/review/comments';
import { NOT_A_PACKET_MESSAGE, type PacketReviewRead } from '../../src/shared/review/packetImport';
import {
  answerOtherPlan,
  answerReviewComment,
  importPacketFile,
  isPdfFile,
  reopenReviewComment,
  resolveReviewComment,
} from '../../src/ui/app/review/reviewController';
import { revisions } from '../../src/ui/store/eventInfo';
import { tabPlanId } from '../../src/ui/store/plans';
import { reviewComments, reviewImport } from '../../src/ui/store/review';
import { planWorker, resetEngines } from '../support/fakeEngines';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

const comment = (id: string): ReviewComment => ({
  id,
  key: `k-${id}`,
  kind: 'Text',
  author: 'Parks',
  date: '2026-05-12T14:30:00Z',
  text: `Comment ${id}`,
  page: 1,
  sheet: 'Site plan',
  packetRevision: 'A',
  anchor: [-73.98, 40.75],
  geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
  replies: [],
  resolvedIn: null,
});
const packet = (planId: string, revision: string | null, comments: ReviewComment[]): PacketReviewRead => ({
  ok: true,
  planId,
  revision,
  title: 'Summer Jazz Night',
  comments,
});
const file = (name = 'packet.pdf') => new File([new Uint8Array([37, 80, 68, 70])], name, { type: 'application/pdf' });

beforeEach(() => {
  resetEngines();
  reviewComments.value = [];
  reviewImport.value = null;
  tabPlanId.value = 'plan-1';
  revisions.value = [{ revision: 'A', date: '2026-05-01', description: 'First issue' }];
});

describe('importing a returned packet', () => {
  it('adds its comments once: the same packet again adds nothing', async () => {
    planWorker.readPacket.mockResolvedValue(packet('plan-1', 'A', [comment('a'), comment('b')]));
    await importPacketFile(file());
    expect(reviewComments.value.map((c) => c.id)).toEqual(['a', 'b']);
    expect(reviewImport.value).toMatchObject({ status: 'done', notes: [] });
    await importPacketFile(file());
    expect(reviewComments.value).toHaveLength(2);
    expect(reviewImport.value).toMatchObject({
      status: 'done',
      message: 'These comments are already in the plan: nothing was added.',
    });
  });

  it('asks about another plan’s packet: Stop changes nothing, importing anyway adds them', async () => {
    planWorker.readPacket.mockResolvedValue(packet('plan-9', 'A', [comment('a')]));
    await importPacketFile(file());
    expect(reviewImport.value).toMatchObject({ status: 'ask' });
    if (reviewImport.value?.status === 'ask')
      expect(reviewImport.value.question).toContain('“Summer Jazz Night” (plan plan-9)');
    expect(reviewComments.value).toEqual([]);
    answerOtherPlan(false);
    expect(reviewComments.value).toEqual([]);
    expect(reviewImport.value).toBeNull();
    await importPacketFile(file());
    answerOtherPlan(true);
    expect(reviewComments.value.map((c) => c.id)).toEqual(['a']);
  });

  it('says an older revision’s comments are placed by the ground', async () => {
    revisions.value = [...revisions.value, { revision: 'B', date: '2026-05-20', description: 'Stage moved' }];
    planWorker.readPacket.mockResolvedValue(packet('plan-1', 'A', [comment('a')]));
    await importPacketFile(file());
    expect(reviewImport.value?.status === 'done' && reviewImport.value.notes[0]).toMatch(
      /^This packet is of revision A; the plan is now at revision B\. Its comments are placed by the ground/,
    );
  });

  it('shows why a PDF brings no comments, and changes nothing', async () => {
    reviewComments.value = [comment('a')];
    planWorker.readPacket.mockResolvedValue({
      ok: false,
      problem: 'notPacket',
      message: NOT_A_PACKET_MESSAGE,
      reason: 'Nothing was changed.',
    });
    await importPacketFile(file('minutes.pdf'));
    expect(reviewImport.value).toEqual({
      status: 'failed',
      message: NOT_A_PACKET_MESSAGE,
      reason: 'Nothing was changed.',
    });
    expect(reviewComments.value.map((c) => c.id)).toEqual(['a']);
  });

  it('takes a .pdf, or a nameless file of the PDF type', () => {
    expect(isPdfFile({ name: 'Packet.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'packet', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'plan.json', type: 'application/pdf' })).toBe(false);
  });
});

describe('the Review panel’s actions', () => {
  it('answer, resolve in the plan’s revision, and reopen', () => {
    reviewComments.value = [comment('a')];
    answerReviewComment('a', '  Moved north  ', 'Village Arts Council');
    expect(reviewComments.value[0]!.replies).toMatchObject([{ author: 'Village Arts Council', text: 'Moved north' }]);
    resolveReviewComment('a');
    expect(reviewComments.value[0]!.resolvedIn).toBe('A');
    reopenReviewComment('a');
    expect(reviewComments.value[0]!.resolvedIn).toBeNull();
  });
});
