/**
 * 'Review': the reviewers' comments read from returned packets, by sheet and then by author, each
 * with its text, date and replies; 'Show on map' eases to it; the organizer answers, resolves or
 * reopens it. The comments are the plan's: saved, autosaved and shared with it.
 */
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import type { ReviewComment } from '../../shared/review/comments';
import {
  answerReviewComment,
  reopenReviewComment,
  resolveReviewComment,
  showReviewComment,
} from '../app/review/reviewController';
import { eventInfo } from '../store/eventInfo';
import { focusedComment, reviewComments } from '../store/review';
import '../styles/review.css';

/** 'yyyy-mm-dd hh:mm' in local time: a reviewer's date as the organizer's clock reads it. */
function shownDate(iso: string): string {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return 'no date';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Sheets in page order; within a sheet, authors by name; within an author, comments by date. */
function grouped(comments: readonly ReviewComment[]): [string, [string, ReviewComment[]][]][] {
  const sheets = new Map<string, { page: number; authors: Map<string, ReviewComment[]> }>();
  for (const c of comments) {
    const sheet = sheets.get(c.sheet) ?? { page: c.page, authors: new Map<string, ReviewComment[]>() };
    sheets.set(c.sheet, sheet);
    const author = c.author || 'Unknown reviewer';
    sheet.authors.set(author, [...(sheet.authors.get(author) ?? []), c]);
  }
  return [...sheets]
    .sort((a, b) => a[1].page - b[1].page || a[0].localeCompare(b[0]))
    .map(([name, s]) => [
      name,
      [...s.authors]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(
          ([a, list]) => [a, list.slice().sort((x, y) => x.date.localeCompare(y.date))] as [string, ReviewComment[]],
        ),
    ]);
}

function CommentItem({ comment, readOnly }: { comment: ReviewComment; readOnly: boolean }) {
  useSignals();
  const answering = useSignal(false);
  const draft = useSignal('');
  const resolved = comment.resolvedIn !== null;
  const inputId = `review-answer-${comment.id}`;
  return (
    <li
      className={`review-comment${focusedComment.value === comment.id ? ' review-comment-focused' : ''}`}
      data-comment={comment.id}
      data-kind={comment.kind}
      data-resolved={resolved ? comment.resolvedIn || 'yes' : ''}
    >
      <p className="review-comment-head">
        <span className="muted">{shownDate(comment.date)}</span>
        {resolved && (
          <span className="review-comment-state">
            {' '}
            · Resolved{comment.resolvedIn ? ` in revision ${comment.resolvedIn}` : ''}
          </span>
        )}
      </p>
      <p className="review-comment-text">{comment.text || `(${comment.kind} without text)`}</p>
      {comment.replies.length > 0 && (
        <ul className="review-replies" aria-label="Replies">
          {comment.replies.map((r, i) => (
            <li key={i}>
              <strong>{r.author || 'Unknown'}</strong> <span className="muted">{shownDate(r.date)}</span>: {r.text}
            </li>
          ))}
        </ul>
      )}
      <div className="nudge-actions">
        {comment.anchor && (
          <button type="button" className="btn btn-small" onClick={() => showReviewComment(comment)}>
            Show on map
          </button>
        )}
        {!readOnly && (
          <>
            <button type="button" className="btn btn-small" onClick={() => (answering.value = !answering.value)}>
              Answer
            </button>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => (resolved ? reopenReviewComment(comment.id) : resolveReviewComment(comment.id))}
            >
              {resolved ? 'Reopen' : 'Resolve'}
            </button>
          </>
        )}
      </div>
      {answering.value && !readOnly && (
        <form
          className="review-answer"
          onSubmit={(e) => {
            e.preventDefault();
            answerReviewComment(comment.id, draft.value, eventInfo.peek().organizer.trim() || 'Organizer');
            draft.value = '';
            answering.value = false;
          }}
        >
          <label htmlFor={inputId}>Your answer</label>
          <textarea id={inputId} rows={2} value={draft.value} onChange={(e) => (draft.value = e.currentTarget.value)} />
          <button type="submit" className="btn btn-small btn-primary" disabled={!draft.value.trim()}>
            Send answer
          </button>
        </form>
      )}
    </li>
  );
}

export function ReviewPanel({ readOnly }: { readOnly: boolean }) {
  useSignals();
  const comments = reviewComments.value;
  const open = comments.filter((c) => c.resolvedIn === null).length;
  return (
    <section className="panel-section review-panel" aria-labelledby="review-title" data-testid="review-panel">
      <h3 id="review-title" className="section-title">
        Review{comments.length ? ` (${open} open of ${comments.length})` : ''}
      </h3>
      {comments.length === 0 ? (
        <p className="hint">
          No review comments. Import a returned packet (the PDF with the reviewers&apos; markups) to read them here.
        </p>
      ) : (
        grouped(comments).map(([sheet, authors]) => (
          <div key={sheet} className="review-sheet" data-sheet={sheet}>
            <h4 className="review-sheet-title">{sheet}</h4>
            {authors.map(([author, list]) => (
              <div key={author} className="review-author">
                <p className="review-author-name">
                  <strong>{author}</strong>
                </p>
                <ul className="review-list" aria-label={`${sheet}: ${author}`}>
                  {list.map((c) => (
                    <CommentItem key={c.id} comment={c} readOnly={readOnly} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))
      )}
    </section>
  );
}
