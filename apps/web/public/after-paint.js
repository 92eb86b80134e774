// The loader of a server-rendered page's scripts, listed in #page-scripts: fetched after the first paint (decision
// 0164), and the entry evaluated in steps, a task each (decision 0165).
// `steps`: the entry's libraries, in order, then the entry; `preloads`: the page's other scripts.
const { steps = [], preloads = [] } = JSON.parse(document.getElementById('page-scripts')?.textContent ?? '{}');

// At the first contentful paint; a page in the background, at once; without paint timing, by the frame after the first.
const afterFirstPaint = () =>
  new Promise((resolve) => {
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

/** Back to the browser (input, rendering) before the next step: `scheduler.yield` where there is one. */
const yieldToBrowser = () =>
  globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve));

const element = (tag, properties) => Object.assign(document.createElement(tag), { crossOrigin: '' }, properties);
const modulePreload = (href) => element('link', { rel: 'modulepreload', href });

await afterFirstPaint();
// Every step is fetched at once (a modulepreload fetches and compiles, it does not run), then the other scripts 8 to a
// task, from the next one: each request a script starts costs the thread 0.2 ms (1 ms under developer tools).
document.head.append(...steps.map(modulePreload));
// The page's local and session storage, which the app reads as it starts (the session's token, the binder, the scroll
// positions), are opened at their first use by a synchronous call to the browser (1-37 ms measured on a loaded
// machine): opened here, in a task of their own while the scripts download, not in the entry's.
setTimeout(() => {
  try {
    void localStorage.length;
    void sessionStorage.length;
  } catch {
    // Storage refused (a privacy setting): the app copes where it reads it.
  }
});
void (async () => {
  for (let at = 0; at < preloads.length; at += 8) {
    await new Promise((resolve) => setTimeout(resolve));
    document.head.append(...preloads.slice(at, at + 8).map(modulePreload));
  }
})();
// Evaluating a module and what it imports is one task: each library is imported on its own, and its task ends before
// the next one's starts. The entry then evaluates its own modules alone (the libraries are evaluated already).
for (const [at, src] of steps.entries()) {
  if (at === steps.length - 1) document.head.append(element('script', { type: 'module', src }));
  else {
    // A library that fails to load fails the entry too, which says so where a script's failure shows.
    await import(src).catch(() => undefined);
    await yieldToBrowser();
  }
}
