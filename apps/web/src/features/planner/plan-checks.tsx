import { memo } from 'react';
import type { Finding } from '@rta/domain/planner/checks';
import styles from './planner.module.css';

export const CATALOGUE_FAILED =
  'The catalogue could not be loaded, so the plan cannot be checked nor its fillers and accessories worked out. Try again later.';

/** What the room's needs say while they are worked out (the catalogue, or their code, on its way). */
export const NEEDS_WORKED_OUT = {
  page: 'Working out the toe kick, mouldings and fillers…',
  print: 'Working them out…',
} as const;

/**
 * The plan's checks (planner/checks.ts checkPlan), beside the drawing: fit problems first, then a
 * designer's advice. A live region, so a move that makes or mends a problem is said.
 */
export const PlanChecks = memo(function PlanChecks({
  findings,
  loading,
  failed,
}: {
  findings: readonly Finding[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const problems = findings?.filter((finding) => finding.severity === 'problem') ?? [];
  const advice = findings?.filter((finding) => finding.severity === 'advice') ?? [];
  return (
    <section className={styles.panel} aria-labelledby="checks-heading">
      <h2 id="checks-heading">Checks</h2>
      <div aria-live="polite" aria-atomic="false">
        {failed ? (
          <p className={styles.muted}>
            The catalogue could not be loaded, so the plan cannot be checked. Try again later.
          </p>
        ) : loading || !findings ? (
          <p className={styles.muted}>Checking the plan…</p>
        ) : findings.length === 0 ? (
          <p>No problems found.</p>
        ) : (
          <>
            {problems.length > 0 && (
              <>
                <h3 className={styles.problemTitle}>Problems</h3>
                <ul className={styles.findings}>
                  {problems.map((finding, index) => (
                    <li key={`${finding.code}-${finding.slotId ?? finding.wallId}-${index}`} className={styles.problem}>
                      <span className="visually-hidden">Problem: </span>
                      {finding.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {advice.length > 0 && (
              <>
                <h3>Advice</h3>
                <ul className={styles.findings}>
                  {advice.map((finding, index) => (
                    <li key={`${finding.code}-${finding.slotId ?? finding.wallId}-${index}`} className={styles.advice}>
                      <span className="visually-hidden">Advice: </span>
                      {finding.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
});

/**
 * The place of the checks and the room's needs (room-checks.tsx, loaded as a part of the page
 * right after its frame), as they show while the catalogue is on its way.
 */
export function ChecksPlaceholder() {
  return (
    <>
      <PlanChecks findings={undefined} loading failed={false} />
      <section className={styles.panel} aria-labelledby="needs-heading">
        <h2 id="needs-heading">What this room needs</h2>
        <p className={styles.muted} role="status">
          {NEEDS_WORKED_OUT.page}
        </p>
      </section>
    </>
  );
}
