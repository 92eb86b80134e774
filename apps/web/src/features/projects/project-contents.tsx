import { useId, type ReactNode } from 'react';
import type { BinderItemAnswer } from '@rta/domain/api/cart';
import type { Plan } from '@rta/domain/planner/plan';
import { PlanDrawings } from '../../ui/elevation/plan-elevations-part.tsx';
import styles from './shared-project.module.css';

/*
 * A project's contents as a read-only page shows them (a shared link's, decision 0161; a
 * hand-off's, decision 0163): each room with its plan's walls; its items are ui/items-table.tsx's.
 */

/** A room's plan: each wall's drawing, as the planner draws it, and the table that says it. */
export function Walls({ plan, items }: { plan: Plan; items: BinderItemAnswer[] }) {
  if (plan.walls.length === 0) return null;
  return (
    <div>
      <h3 className={styles.subhead}>Walls</h3>
      <PlanDrawings plan={plan} items={items} />
    </div>
  );
}

export function Room({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.room} aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      {children}
    </section>
  );
}
