import type { StaffOrderDetail } from '@rta/domain/api/staff-orders';
import { FIT_MESSAGES } from '@rta/domain/checkout/fit-constants';
import { itemsById, wallLayout, type Placed } from '@rta/domain/planner/layout';
import { formatLength } from '@rta/domain/planner/lengths';
import type { Wall } from '@rta/domain/planner/plan';

type Room = StaffOrderDetail['plans'][number];

export interface RoomPlanClasses {
  table?: string;
  caption?: string;
  muted?: string;
}

const ROW_NAMES = { base: 'Base', upper: 'Wall' } as const;

/** A wall's pieces, row by row, left to right: where each stands and how wide it is (the drawing's text). */
function WallTable({ wall, room, classes }: { wall: Wall; room: Room; classes: RoomPlanClasses }) {
  const layout = wallLayout(wall, itemsById(room.items));
  const placed: Placed[] = [...layout.base, ...layout.upper];
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>
        {wall.name}: {formatLength(wall.length)} long, ceiling {formatLength(wall.ceiling)}
      </caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">From the left end</th>
          <th scope="col">SKU or space</th>
          <th scope="col">Width</th>
        </tr>
      </thead>
      <tbody>
        {placed.length === 0 && (
          <tr>
            <td colSpan={4} className={classes.muted}>
              Nothing placed on this wall.
            </td>
          </tr>
        )}
        {placed.map((piece) => (
          <tr key={piece.slot.id}>
            <td>{ROW_NAMES[piece.row]}</td>
            <td>{formatLength(piece.x)}</td>
            <td>{piece.label}</td>
            <td>{formatLength(piece.width)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The rooms' plans of an order (issue 22), for staff on screen and on the printed sheet: each
 * wall's pieces, the fit problems the shopper saw at checkout, and whether they confirmed their
 * measurements.
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
          {room.plan.walls.map((wall) => (
            <WallTable key={wall.id} wall={wall} room={room} classes={classes} />
          ))}
        </section>
      ))}
    </section>
  );
}
