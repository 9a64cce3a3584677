// The 'Review' panel (issue 42): comments by sheet, then author, with text, date and replies; real
// buttons to show one on the map, answer (a labelled field), resolve and reopen.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReviewComment } from '../../src/shared/review/comments';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import { ReviewPanel } from '../../src/ui/components/ReviewPanel';
import { eventInfo, revisions } from '../../src/ui/store/eventInfo';
import { focusedComment, reviewComments } from '../../src/ui/store/review';

const comment = (id: string, over: Partial<ReviewComment>): ReviewComment => ({
  id,
  key: id,
  kind: 'Text',
  author: 'Parks',
  date: '2026-05-12T14:30:00Z',
  text: `Comment ${id}`,
  page: 1,
  sheet: 'Site plan',
  packetRevision: 'A',
  anchor: [-73.98, 40.75],
  geometry: null,
  replies: [],
  resolvedIn: null,
  ...over,
});

beforeEach(() => {
  act(() => {
    eventInfo.value = { ...EMPTY_EVENT_INFO, organizer: 'Village Arts Council' };
    revisions.value = [{ revision: 'B', date: '2026-05-20', description: '' }];
    focusedComment.value = null;
    reviewComments.value = [
      comment('general', { sheet: 'Page 5', page: 5, anchor: null, author: 'Parks', text: 'Insurance certificate' }),
      comment('b', { author: 'SAPO', text: 'Tent weights', replies: [{ author: 'Org', date: '', text: 'Done' }] }),
      comment('a', { author: 'Parks', text: 'Stage too close' }),
    ];
  });
});

describe('the Review panel', () => {
  it('groups the comments by sheet in page order, then by author', () => {
    render(<ReviewPanel readOnly={false} />);
    expect(screen.getByRole('heading', { name: 'Review (3 open of 3)' })).toBeTruthy();
    const lists = screen.getAllByRole('list').filter((l) => l.getAttribute('aria-label')?.includes(':'));
    expect(lists.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Site plan: Parks',
      'Site plan: SAPO',
      'Page 5: Parks',
    ]);
    const sapo = screen.getByRole('list', { name: 'Site plan: SAPO' });
    expect(within(sapo).getByText('Tent weights')).toBeTruthy();
    expect(within(sapo).getByRole('list', { name: 'Replies' }).textContent).toContain('Done');
    // A comment on the plan as a whole has nowhere to show on the map.
    expect(
      within(screen.getByRole('list', { name: 'Page 5: Parks' })).queryByRole('button', { name: 'Show on map' }),
    ).toBeNull();
  });

  it('answers in a labelled field, resolves in the plan’s revision and reopens', async () => {
    const user = userEvent.setup();
    render(<ReviewPanel readOnly={false} />);
    const parks = screen.getByRole('list', { name: 'Site plan: Parks' });
    await user.click(within(parks).getByRole('button', { name: 'Answer' }));
    await user.type(within(parks).getByLabelText('Your answer'), 'Moved 3 m north');
    await user.click(within(parks).getByRole('button', { name: 'Send answer' }));
    expect(reviewComments.value.find((c) => c.id === 'a')!.replies).toMatchObject([
      { author: 'Village Arts Council', text: 'Moved 3 m north' },
    ]);
    await user.click(within(parks).getByRole('button', { name: 'Resolve' }));
    expect(reviewComments.value.find((c) => c.id === 'a')!.resolvedIn).toBe('B');
    expect(within(parks).getByText(/Resolved in revision B/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Review (2 open of 3)' })).toBeTruthy();
    await user.click(within(parks).getByRole('button', { name: 'Reopen' }));
    expect(reviewComments.value.find((c) => c.id === 'a')!.resolvedIn).toBeNull();
  });

  it('offers no editing in a shared plan shown read-only', () => {
    render(<ReviewPanel readOnly />);
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Show on map' })).toHaveLength(2);
  });
});
