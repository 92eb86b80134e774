import { Link } from 'react-router';

/** A planner address whose label is not in this browser's binder (deleted, or another device's). */
export function UnknownRoom() {
  return (
    <div role="alert">
      <h1>This room is not in your binder</h1>
      <p>
        Its label may have been deleted, or saved on another device. Open your binder and choose &lsquo;Plan this
        room&rsquo; on one of its labels.
      </p>
      <p>
        <Link to="/store">Back to the store</Link>
      </p>
    </div>
  );
}
