/**
 * Host APIs that every place src/shared runs has (the page, workers, Node) but ES2023 alone does not
 * declare: the shared compile sees these; the page and worker compiles see their own full lib types.
 */
interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
interface AbortController {
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
}
// eslint-disable-next-line no-var -- a global value is declared with `var`, as the hosts' own lib typings do
declare var AbortController: { prototype: AbortController; new (): AbortController };
