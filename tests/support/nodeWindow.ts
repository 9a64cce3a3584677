/**
 * The UI stores listen for app-wide window events when they are imported; Node has no window, so an
 * event target stands in. Imported first (before any store), for its effect.
 */
(globalThis as { window?: unknown }).window ??= new EventTarget();
