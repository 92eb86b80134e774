import { setBinderHandover } from '../lib/binder-handover.ts';

/**
 * 'Order from this quote' (features/quotes) replaces the binder: the project it belongs to
 * (features/projects) is saved and left first. The two features meet here; the projects' code
 * loads only when a binder is handed over.
 */
setBinderHandover(() =>
  import('../features/projects/project-actions.ts').then((module) => module.clearCurrentProject()),
);
