// The loader of a server-rendered page's scripts, listed in #page-scripts: fetched after the first paint (decision 0164).
const [entry, ...imports] = JSON.parse(document.getElementById('page-scripts')?.textContent ?? '[]');

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

const element = (tag, properties) => Object.assign(document.createElement(tag), { crossOrigin: '' }, properties);

await afterFirstPaint();
if (entry) document.head.append(element('script', { type: 'module', src: entry }));
// The preloads 8 to a task: each request a script starts costs the thread 0.2 ms (1 ms under developer tools).
for (let at = 0; at < imports.length; at += 8) {
  document.head.append(...imports.slice(at, at + 8).map((href) => element('link', { rel: 'modulepreload', href })));
  await new Promise((resolve) => setTimeout(resolve));
}
