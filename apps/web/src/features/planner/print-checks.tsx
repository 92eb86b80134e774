import { useMemo } from 'react';
import type { Label } from '@rta/domain/binder/binder';
import type { Plan } from '@rta/domain/planner/plan';
import { checkPlan } from '@rta/domain/planner/checks';
import { missingFromLabel, roomNeeds } from '@rta/domain/planner/accessories';
import { useRoomCatalogue } from './room-catalogue.ts';
import { CATALOGUE_FAILED, NEEDS_WORKED_OUT } from './plan-checks.tsx';
import styles from './planner-print.module.css';

/**
 * The printed plan's checks and its fillers and accessories, with the catalogue rows they read: a
 * part of the print page that loads right after its frame (planner-print-page.tsx, lazyPart), in
 * the place PrintChecksPlaceholder (part-placeholders.tsx) holds for it.
 */
export function PrintChecks({ label, plan }: { label: Label; plan: Plan }) {
  const catalogue = useRoomCatalogue(label);
  const rows = catalogue.rows;
  const findings = useMemo(() => (rows ? checkPlan(plan, label.items, rows) : undefined), [plan, label.items, rows]);
  const needs = useMemo(
    () => (rows && findings ? roomNeeds(plan, label.items, rows, findings) : undefined),
    [plan, label.items, rows, findings],
  );
  const missing = needs ? missingFromLabel(needs, label.items) : undefined;
  return (
    <>
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
          <p>{catalogue.failed ? CATALOGUE_FAILED : NEEDS_WORKED_OUT.print}</p>
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
    </>
  );
}
