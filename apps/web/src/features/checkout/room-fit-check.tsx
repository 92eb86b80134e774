import type { Ref } from 'react';
import type { PlannedRoom } from '@rta/domain/checkout/fit';
import { FIT_MESSAGES } from '@rta/domain/checkout/fit-constants';
import styles from './checkout-page.module.css';

interface RoomFitCheckProps {
  /**
   * The rooms whose plans have fit problems, each with its problems; or, when only the server
   * found them (the page's check did not load), the planned rooms with none listed.
   */
  rooms: Pick<PlannedRoom, 'labelId' | 'labelName' | 'problems'>[];
  /** The server found problems the page could not show. */
  foundByStore?: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Place order was pressed without the box ticked. */
  showError: boolean;
  /** The box, focused when Place order is pressed without it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Checkout's fit check (issue 22): each room whose plan does not fit as drawn, with its problems,
 * and the box the shopper ticks to order it all the same. It shows too when the server refused
 * the order for problems the page had not shown (MEASUREMENTS_UNCHECKED), so that the shopper is
 * never left with an order they cannot place.
 */
export function RoomFitCheck({
  rooms,
  foundByStore = false,
  checked,
  onCheckedChange,
  showError,
  ref,
}: RoomFitCheckProps) {
  return (
    <fieldset className={styles.fit} aria-describedby="room-fit-intro">
      <legend>{FIT_MESSAGES.heading}</legend>
      <p id="room-fit-intro" className={styles.muted}>
        {foundByStore ? FIT_MESSAGES.foundByStore : FIT_MESSAGES.intro}
      </p>
      {rooms.map((room) => (
        <div key={room.labelId} className={styles.fitRoom}>
          <h3>{room.labelName}</h3>
          {room.problems.length > 0 && (
            <ul>
              {room.problems.map((problem, index) => (
                <li key={`${problem.code}-${problem.wallId}-${index}`}>{problem.message}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
      <label className={styles.fitConfirm}>
        <input
          ref={ref}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={showError}
          aria-describedby={showError ? 'room-fit-error' : undefined}
        />{' '}
        {FIT_MESSAGES.confirm}
      </label>
      {showError && (
        <p id="room-fit-error" className={styles.error}>
          {FIT_MESSAGES.unconfirmed}
        </p>
      )}
    </fieldset>
  );
}
