import { lazyPart } from '../../lib/lazy-part.ts';

/**
 * A wall's elevation (elevation.tsx, with the store's cabinet drawings), a part of the planner's
 * pages: asked for as their module runs and shown right after their frame, in the place
 * ElevationPlaceholder (elevation-placeholder.tsx) holds for it.
 */
export const Elevation = lazyPart(import('./elevation.tsx'), 'Elevation');
