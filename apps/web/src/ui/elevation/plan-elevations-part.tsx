import { lazy, Suspense, type ComponentType } from 'react';
import { formatLength } from '@rta/domain/planner/lengths';
import type { PlanElevationsProps } from './plan-elevations.tsx';

/** Where the drawings' code could not be loaded: the walls by name and length, and that the drawings are missing. */
function WallsOnly({ plan }: PlanElevationsProps) {
  return (
    <>
      <p>The drawings could not be loaded. Reload the page to try again.</p>
      <ul>
        {plan.walls.map((wall) => (
          <li key={wall.id}>
            {wall.name}: {formatLength(wall.length)}
          </li>
        ))}
      </ul>
    </>
  );
}

const Drawings = lazy<ComponentType<PlanElevationsProps>>(() =>
  import('./plan-elevations.tsx').then(
    (module) => ({ default: module.PlanElevations }),
    () => ({ default: WallsOnly }),
  ),
);

/**
 * A room's plan drawn read only (plan-elevations.tsx), for the staff's order pages and a shared
 * project's page: its code (the planner's drawing, the store's cabinet fronts, the layout) is
 * asked for only when a page shows a plan, so no page's first load carries it, and a page
 * without a plan never loads it.
 */
export function PlanDrawings(props: PlanElevationsProps) {
  return (
    <Suspense fallback={<p role="status">Drawing the walls…</p>}>
      <Drawings {...props} />
    </Suspense>
  );
}
