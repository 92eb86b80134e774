import type { StaffOrderDetail } from '@rta/domain/api/staff-orders';
import { FIT_MESSAGES } from '@rta/domain/checkout/fit-constants';
import { PlanDrawings } from '../../../ui/elevation/plan-elevations-part.tsx';

export interface RoomPlanClasses {
  table?: string;
}

/**
 * The rooms' plans of an order (issue 22), for staff on screen and on the printed sheet: each
 * wall's elevation as the planner draws it and the table of its pieces, the fit problems the
 * shopper saw at checkout, and whether they confirmed their measurements.
 */
export function OrderRoomPlans({
  detail,
  classes,
  headingLevel = 3,
}: {
  detail: StaffOrderDetail;
  classes: RoomPlanClasses;
  headingLevel?: 3 | 4;
}) {
  if (detail.plans.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h4' | 'h5';
  const problems = detail.plans.some((room) => room.problems.length > 0);
  return (
    <section aria-labelledby="order-plans-heading">
      <Heading id="order-plans-heading">Room plans</Heading>
      <p>
        {!problems
          ? FIT_MESSAGES.noProblems
          : detail.measurementsChecked
            ? FIT_MESSAGES.confirmed
            : FIT_MESSAGES.notConfirmed}
      </p>
      {detail.plans.map((room) => (
        <section key={room.labelId} aria-label={`Plan: ${room.labelName}`}>
          <Sub>Plan: {room.labelName}</Sub>
          {room.problems.length > 0 && (
            <>
              <p>Fit problems:</p>
              <ul>
                {room.problems.map((problem, index) => (
                  <li key={`${problem.code}-${problem.wallId}-${index}`}>{problem.message}</li>
                ))}
              </ul>
            </>
          )}
          <PlanDrawings plan={room.plan} items={room.items} tableClassName={classes.table} />
        </section>
      ))}
    </section>
  );
}
