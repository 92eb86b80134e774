import { lazy } from 'react';

/**
 * The planner's editing parts, each a chunk of its own: the forms (react-hook-form) and the rows'
 * lists (@dnd-kit). Asked for as the page's module runs, so that they load beside the drawing
 * rather than after it; the page's own first load is the drawing, its table and the checks.
 */
const forms = import('./planner-forms.ts');
const rows = import('./row-list.tsx');
// A failed load shows where the part is used (React's error boundary), not here.
forms.catch(() => undefined);
rows.catch(() => undefined);

export const WallForm = lazy(() => forms.then((module) => ({ default: module.WallForm })));
export const OpeningForm = lazy(() => forms.then((module) => ({ default: module.OpeningForm })));
export const SpaceForm = lazy(() => forms.then((module) => ({ default: module.SpaceForm })));
export const RowList = lazy(() => rows.then((module) => ({ default: module.RowList })));
