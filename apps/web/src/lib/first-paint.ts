/**
 * When the app's first render has been painted. Code that is not the page's own content (the
 * toasts, the binder's sync with the account) waits for it, so that it does not share the
 * network and the main thread with what the first render still needs.
 */
let markPainted: () => void = () => undefined;

/** Resolves once the first render has been on screen (or the tab is hidden, where nothing is painted). */
export const firstPaint: Promise<void> = new Promise((resolve) => {
  markPainted = resolve;
});

/**
 * Called from the first render's effect: a frame callback runs just before that render's
 * paint, and a task it queues runs after it. A hidden tab paints no frames: there nothing
 * waits.
 */
export const firstRenderCommitted = (): void => {
  if (document.visibilityState === 'hidden') markPainted();
  else requestAnimationFrame(() => window.setTimeout(markPainted));
  // Visible now, so a change means hidden before that frame came.
  document.addEventListener('visibilitychange', markPainted, { once: true });
};
