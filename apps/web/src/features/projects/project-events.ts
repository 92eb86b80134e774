import type { Project } from '@rta/domain/api/projects';

/**
 * What the auto-save tells the project bar: a project was saved (its item count and time
 * changed) or is gone. The auto-save runs with the bar closed too, so it cannot reach the
 * bar's query cache itself; the bar listens while it is open and reads the list at each open.
 */
export type ProjectEvent = { kind: 'saved'; project: Project } | { kind: 'gone'; projectId: string };

const listeners = new Set<(event: ProjectEvent) => void>();

export const onProjectEvent = (listener: (event: ProjectEvent) => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const notifyProjectSaved = (project: Project): void =>
  listeners.forEach((listener) => listener({ kind: 'saved', project }));
export const notifyProjectGone = (projectId: string): void =>
  listeners.forEach((listener) => listener({ kind: 'gone', projectId }));
