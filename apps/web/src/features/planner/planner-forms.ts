/* The planner's forms, loaded as one chunk (editing-parts.tsx). */
export { WallForm } from './wall-form.tsx';
export { OpeningForm } from './opening-form.tsx';
export { SpaceForm } from './space-form.tsx';
