import { createElement, use, type ComponentType, type FunctionComponent } from 'react';

type PropsOf<C> = C extends FunctionComponent<infer P> ? P & object : never;

/**
 * A component of a page that loads beside it (`loading`, started as the page's module runs), as
 * React's `lazy` does, with one difference: once its code is in, it renders at once, without
 * suspending first. A page the server rendered is hydrated once its parts are in (main.tsx,
 * `partsLoaded`), so it hydrates in one pass: no part is left as the server's HTML, waiting,
 * while the rest of the page runs and re-renders (which would make React drop that HTML).
 */
export const lazyPart = <M, K extends keyof M>(loading: Promise<M>, name: K): ComponentType<PropsOf<M[K]>> => {
  let loaded: M | undefined;
  const ready = loading.then((module) => (loaded = module));
  // A failure shows where the part is rendered (the page's "could not be loaded"), not before.
  ready.catch(() => undefined);
  return function Part(props: PropsOf<M[K]>) {
    const module = loaded ?? use(ready);
    return createElement(module[name] as FunctionComponent<PropsOf<M[K]>>, props);
  };
};
