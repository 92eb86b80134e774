import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { itemsById } from '@rta/domain/planner/layout';
import { rowStarts } from '@rta/domain/planner/plan-layout';
import { missingFromLabel, roomNeeds } from '@rta/domain/planner/accessories';
import { checkPlan } from '@rta/domain/planner/checks';
import { plannerPath } from '../../config/paths.ts';
import { useRoom, useRoomCatalogue } from './use-room.ts';
import { Elevation } from './elevation.tsx';
import { ElevationTable } from './elevation-table.tsx';
import { UnknownRoom } from './unknown-room.tsx';
import page from '../../ui/page.module.css';
import button from '../../ui/button.module.css';
import styles from './planner-print.module.css';
import { CATALOGUE_FAILED } from './plan-checks.tsx';

/**
 * /planner/:labelId/print (issue 22): the room's plan on Letter paper: each wall's elevation
 * with its dimensions and its table of pieces, the checks, and the fillers and accessories the
 * room needs. The shop's header and footer stay on screen.
 */
export function PlannerPrintPage() {
  const { labelId = '' } = useParams();
  const room = useRoom(labelId);
  const catalogue = useRoomCatalogue(room?.label ?? null);
  const items = useMemo(() => itemsById(room?.label.items ?? []), [room?.label.items]);
  const rows = catalogue.rows;
  const findings = useMemo(
    () => (room && rows ? checkPlan(room.plan, room.label.items, rows) : undefined),
    [room, rows],
  );
  const needs = useMemo(() => (room && rows ? roomNeeds(room.plan, room.label.items, rows) : undefined), [room, rows]);
  if (!room)
    return (
      <div className={page.page}>
        <UnknownRoom />
      </div>
    );
  const { label, plan } = room;
  const missing = needs ? missingFromLabel(needs, label.items) : undefined;
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
      {plan.walls.map((wall) => (
        <section key={wall.id} className={styles.wall} aria-label={wall.name}>
          <Elevation
            wall={wall}
            items={items}
            start={rowStarts(plan, wall.id, items)}
            title={`Elevation of ${wall.name}`}
          />
          <ElevationTable wall={wall} items={items} start={rowStarts(plan, wall.id, items)} />
        </section>
      ))}
      {findings && findings.length > 0 && (
        <section className={styles.block} aria-labelledby="sheet-checks">
          <h2 id="sheet-checks">Checks</h2>
          <ul>
            {findings.map((finding, index) => (
              <li key={`${finding.code}-${index}`}>
                <strong>{finding.severity === 'problem' ? 'Problem' : 'Advice'}:</strong> {finding.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.block} aria-labelledby="sheet-needs">
        <h2 id="sheet-needs">Fillers and accessories</h2>
        {!needs ? (
          <p>{catalogue.failed ? CATALOGUE_FAILED : 'Working them out…'}</p>
        ) : needs.length === 0 ? (
          <p>None: place cabinets on a wall first.</p>
        ) : (
          <table className={styles.needs}>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Needed</th>
                <th scope="col">In the room</th>
                <th scope="col">What for</th>
              </tr>
            </thead>
            <tbody>
              {needs.map((need) => {
                const short = missing?.find((one) => one.sku === need.sku)?.quantity ?? 0;
                return (
                  <tr key={need.sku}>
                    <th scope="row">{need.sku}</th>
                    <td>{need.quantity}</td>
                    <td>{need.quantity - short}</td>
                    <td>{need.why}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </article>
  );
}
