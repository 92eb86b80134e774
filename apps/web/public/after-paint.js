/**
 * The one script a page the server rendered starts with
 * (docs/decisions/0164-scripts-after-the-first-paint.md). The page is painted from its HTML alone;
 * its scripts (the entry, then what the entry and the page import, listed by the server in
 * `#page-scripts`: apps/server/src/web/spa.ts) are fetched once it has been painted, all at once, so
 * that on a phone's slow network they neither share the line with the HTML nor hold its first
 * paint. The page's controls are disabled until it has hydrated (src/ui/until-hydrated.tsx).
 *
 * A file of the public folder, not of the build: the build's entry is index.html's, and this
 * script only names it. It changes only if that list's shape does.
 */
const [entry, ...imports] = JSON.parse(document.getElementById('page-scripts')?.textContent ?? '[]');

/**
 * Once the page is on the screen: when the browser reports its first contentful paint (every page
 * the server renders has text); where it reports no paints, by the frame after the first.
 */
const afterFirstPaint = () =>
  new Promise((resolve) => {
    // A page opened in the background is painted when it is shown: its scripts need not wait for that.
    if (document.visibilityState === 'hidden') resolve();
    else if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
    else
      new PerformanceObserver((paints, observer) => {
        if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
  });

const element = (tag, properties) => Object.assign(document.createElement(tag), { crossOrigin: '' }, properties);

await afterFirstPaint();
if (entry) document.head.append(element('script', { type: 'module', src: entry }));
// The others a few at a time, a task each: every request a script starts costs the page's thread
// about 0.2 ms (over 1 ms with a browser's developer tools open), and a tap should not wait for 30.
for (let at = 0; at < imports.length; at += 8) {
  document.head.append(...imports.slice(at, at + 8).map((href) => element('link', { rel: 'modulepreload', href })));
  await new Promise((resolve) => setTimeout(resolve));
}
