import { useMemo } from 'react';
import type { BinderItem } from '@rta/domain/binder/item';
import type { Plan } from '@rta/domain/planner/plan';
import { itemsById } from '@rta/domain/planner/layout';
import { planLayout } from '@rta/domain/planner/plan-layout';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { DrawingScroll } from './drawing-scroll.tsx';
import { Elevation } from './elevation.tsx';
import { ElevationTable } from './elevation-table.tsx';
import styles from './elevation.module.css';

export interface PlanElevationsProps {
  plan: Plan;
  /** The room's items, which the plan's pieces name by id. */
  items: readonly BinderItem[];
  /** The page's own table style (the staff's printed sheet's); the drawing's by default. */
  tableClassName?: string;
}

/**
 * A room's plan, read only (issue 22): each wall's elevation as the planner draws it, to scale with
 * its dimensions, and under it the table that says it. The walls are laid out together, since a
 * corner cabinet at one wall's end moves the next wall's rows along (planLayout). Loaded only
 * where a plan is shown (plan-elevations-part.tsx).
 */
export function PlanElevations({ plan, items, tableClassName }: PlanElevationsProps) {
  const byId = useMemo(() => itemsById(items), [items]);
  const walls = useMemo(() => planLayout(plan, byId), [plan, byId]);
  // On a phone each wall keeps the planner's readable scale and scrolls sideways.
  const phone = useMediaQuery(MOBILE_QUERY);
  return walls.map(({ wall, start }) => (
    <figure key={wall.id} className={styles.figure}>
      <DrawingScroll wallName={wall.name} phone={phone}>
        <Elevation
          wall={wall}
          items={byId}
          start={start}
          title={`Elevation of ${wall.name}, described in the table below`}
        />
      </DrawingScroll>
      <figcaption className={styles.tableWrap}>
        <ElevationTable wall={wall} items={byId} start={start} className={tableClassName} />
      </figcaption>
    </figure>
  ));
}
