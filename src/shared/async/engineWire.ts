/**
 * The engine's own messages, beside comlink's and the jobs' on a worker's endpoint: the page's
 * heartbeat ('ping', answered 'pong' with the same beat) and a worker's word that it can no longer
 * be trusted ('fault': a message from the page could not be read, so a call is lost).
 */
export type EngineMessage =
  { stagerEngine: 'ping' | 'pong'; beat: number } | { stagerEngine: 'fault'; message: string };

export function isEngineMessage(value: unknown): value is EngineMessage {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { stagerEngine?: unknown }).stagerEngine;
  return kind === 'ping' || kind === 'pong' || kind === 'fault';
}

/** The worker's side of the heartbeat: every ping is answered with its beat (the endpoint's own scope). */
export function answerEngineMessage(message: unknown, post: (message: EngineMessage) => void): boolean {
  if (!isEngineMessage(message) || message.stagerEngine !== 'ping') return false;
  post({ stagerEngine: 'pong', beat: message.beat });
  return true;
}
