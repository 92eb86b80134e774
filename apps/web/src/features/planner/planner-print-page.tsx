import { Suspense, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { itemsById } from '@rta/domain/planner/layout';
import { rowStarts } from '@rta/domain/planner/plan-layout';
import { plannerPath } from '../../config/paths.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useRoom } from './use-room.ts';
import { Elevation } from '../../ui/elevation/elevation-part.ts';
import { ElevationPlaceholder } from '../../ui/elevation/elevation-placeholder.tsx';
import { ElevationTable } from '../../ui/elevation/elevation-table.tsx';
import { UnknownRoom } from './unknown-room.tsx';
import { NEEDS_WORKED_OUT } from './plan-checks.tsx';
import page from '../../ui/page.module.css';
import button from '../../ui/button.module.css';
import styles from './planner-print.module.css';

/**
 * The checks and the fillers and accessories, with the catalogue's queries: asked for as the
 * page's module runs, shown right after its frame (the walls' tables, the drawings' places).
 */
const PrintChecks = lazyPart(import('./print-checks.tsx'), 'PrintChecks');

/** The place of the checks and the needs while their part loads, as they show while the catalogue is on its way. */
const PrintChecksPlaceholder = () => (
  <section className={styles.block} aria-labelledby="sheet-needs">
    <h2 id="sheet-needs">Fillers and accessories</h2>
    <p role="status">{NEEDS_WORKED_OUT.print}</p>
  </section>
);

/**
 * /planner/:labelId/print (issue 22): the room's plan on Letter paper: each wall's elevation
 * with its dimensions and its table of pieces, the checks, and the fillers and accessories the
 * room needs. The shop's header and footer stay on screen.
 */
export function PlannerPrintPage() {
  const { labelId = '' } = useParams();
  const room = useRoom(labelId);
  const items = useMemo(() => itemsById(room?.label.items ?? []), [room?.label.items]);
  if (!room)
    return (
      <div className={page.page}>
        <UnknownRoom />
      </div>
    );
  const { label, plan } = room;
  return (
    <article className={styles.sheet} aria-labelledby="plan-sheet-heading">
      <div className={styles.screenOnly}>
        <Link to={plannerPath(label.id)}>Back to the plan</Link>
        <button type="button" className={button.primary} onClick={() => window.print()}>
          Print
        </button>
      </div>
      <h1 id="plan-sheet-heading">Room plan: {label.name}</h1>
      {plan.walls.length === 0 && <p>This room has no walls yet.</p>}
      {plan.walls.map((wall) => {
        const start = rowStarts(plan, wall.id, items);
        return (
          <section key={wall.id} className={styles.wall} aria-label={wall.name}>
            <Suspense fallback={<ElevationPlaceholder wall={wall} items={items} start={start} />}>
              <Elevation wall={wall} items={items} start={start} title={`Elevation of ${wall.name}`} />
            </Suspense>
            <ElevationTable wall={wall} items={items} start={start} />
          </section>
        );
      })}
      <Suspense fallback={<PrintChecksPlaceholder />}>
        <PrintChecks label={label} plan={plan} />
      </Suspense>
    </article>
  );
}
