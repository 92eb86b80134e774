/**
 * What happens before another binder replaces the shopper's from outside the project bar
 * ('Order from this quote', issue 23): the project the binder belongs to has its last changes
 * saved and is left, so that the new contents are not saved into it. The projects feature
 * knows how; app/ wires it in (app/page-routes.tsx), since features never import one another.
 * Resolves false when the project's changes could not be saved (it has said why): nothing moves.
 */
type Leave = () => Promise<boolean>;

let leave: Leave = () => Promise.resolve(true);

export const setBinderHandover = (next: Leave): void => {
  leave = next;
};

export const leaveBinderProject = (): Promise<boolean> => leave();
