import { memo } from 'react';
import type { Finding } from '@rta/domain/planner/checks';
import styles from './planner.module.css';

export const CATALOGUE_FAILED =
  'The catalogue could not be loaded, so the plan cannot be checked nor its fillers and accessories worked out. Try again later.';

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
