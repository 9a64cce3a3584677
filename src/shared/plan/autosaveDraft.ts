/**
 * What autosave writes: the working plan serialised once, or nothing when it has not changed since
 * the last write that storage confirmed. The comparison ignores the timestamps, which change on
 * every save. A draft only counts as written once its token is confirmed, so a failed write is retried;
 * a newer draft supersedes an older one, whose confirmation then counts for nothing.
 */
import { supersession } from '../async/latest';
import { planToJson, serializePlan, type SerializeOptions } from './serialize';
import type { PlanDocumentInput } from './schema';

export interface AutosaveDraft {
  token: number;
  text: string;
  savedAt: string;
  createdAt: string;
}

export class AutosaveDrafts {
  private written: string | null = null;
  private pending: { token: number; fingerprint: string } | null = null;
  /** Each draft is a run; its number is the token the page confirms it by. */
  private readonly drafts = supersession();

  /** The text to write, or null when storage already holds this plan. */
  prepare(input: PlanDocumentInput, options: SerializeOptions): AutosaveDraft | null {
    const saved = serializePlan(input, options);
    const text = planToJson(saved);
    // The timestamps sit at fixed places in the text: blank them rather than serialise a second time.
    const fingerprint = text
      .replace(`"createdAt": ${JSON.stringify(saved.createdAt)}`, '')
      .replace(`"updatedAt": ${JSON.stringify(saved.updatedAt)}`, '');
    if (fingerprint === this.written) return null;
    const token = this.drafts.next().number;
    this.pending = { token, fingerprint };
    return { token, text, savedAt: saved.updatedAt, createdAt: saved.createdAt };
  }

  /** Storage now holds the draft with this token. */
  confirm(token: number): void {
    if (this.pending?.token === token) this.written = this.pending.fingerprint;
    this.pending = null;
  }

  /** Storage no longer holds any plan (deleted, or a new plan began). */
  forget(): void {
    this.written = null;
    this.pending = null;
  }
}
