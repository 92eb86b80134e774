import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HandOff } from '@rta/domain/api/hand-offs';
import { formatCents } from '@rta/domain/pricing/money';
import { HAND_OFF_MESSAGES as M, HAND_OFF_NOTE_MAX, HAND_OFF_STATES } from '@rta/domain/staff/hand-offs-constants';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { useCurrentUser } from '../../stores/session-store.ts';
import { Alert } from '../../ui/alert.tsx';
import button from '../../ui/button.module.css';
import form from '../../ui/form.module.css';
import { ItemsTable } from '../../ui/items-table.tsx';
import page from '../../ui/page.module.css';
import { acceptHandOff, declineHandOff, fetchHandOff, handOffQueryKey, myHandOffsQuery } from './api/hand-offs-api.ts';
import { projectsQuery } from './api/projects-api.ts';
import { Room, Walls } from './project-contents.tsx';
import { itemsText } from './project-text.ts';
import styles from './shared-project.module.css';

/** A failure's message: the server's for a refusal, else a plain one. */
const failureText = (error: unknown): string =>
  error instanceof ApiError && error.status < 500 ? error.message : M.actionFailed;

function SignInFirst() {
  const show = useDialogStore((state) => state.show);
  return (
    <div className={page.page}>
      <h1>A project from our designer</h1>
      <p>
        Log in with the e-mail address this hand-off was sent to, to review it. No account yet? Create one with that
        address and verify it, then open the link in the mail again.
      </p>
      <p>
        <button type="button" className={button.primary} onClick={() => show('login')}>
          Log In or Create Account
        </button>
      </p>
    </div>
  );
}

function Answer({ handOff, userId }: { handOff: HandOff; userId: string }) {
  const id = useId();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const store = (next: HandOff) => {
    client.setQueryData(handOffQueryKey(userId, handOff.id), next);
    // The project menu's 'From the store' shows the new state.
    void client.invalidateQueries({ queryKey: myHandOffsQuery(userId).queryKey });
  };
  const act = async (step: () => Promise<string>) => {
    setBusy(true);
    setFailure(null);
    try {
      notify.success(await step());
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const accept = () =>
    act(async () => {
      const { handOff: accepted, project } = await acceptHandOff(handOff.id);
      store(accepted);
      void client.invalidateQueries({ queryKey: projectsQuery(userId).queryKey });
      return M.accepted(project.name);
    });
  const decline = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      store(await declineHandOff(handOff.id, note));
      return M.declined;
    });
  };
  return (
    <section className={styles.room} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your answer</h2>
      <p>
        <button type="button" className={button.primary} disabled={busy} onClick={() => void accept()}>
          Accept into My Projects
        </button>
      </p>
      <form className={form.form} noValidate onSubmit={decline}>
        <div className={form.field}>
          <label htmlFor={`${id}-note`} className={form.label}>
            Or decline, with a note for the designer
          </label>
          <textarea
            id={`${id}-note`}
            className={form.input}
            rows={3}
            maxLength={HAND_OFF_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div className={form.actions}>
          <button type="submit" className={button.secondary} disabled={busy}>
            Decline
          </button>
        </div>
      </form>
      {failure && <Alert>{failure}</Alert>}
    </section>
  );
}

function Outcome({ handOff }: { handOff: HandOff }) {
  if (handOff.state === 'accepted')
    return (
      <p role="status" className={form.notice}>
        You accepted this project. {handOff.projectId ? 'It is in your projects: choose it from the project menu.' : ''}{' '}
        <Link to="/store">Go to the store</Link>
      </p>
    );
  return (
    <p role="status" className={form.notice}>
      You declined this project
      {handOff.declineNote ? `, with this note for the designer: “${handOff.declineNote}”` : '.'}
    </p>
  );
}

function HandOffView({ handOff, userId }: { handOff: HandOff; userId: string }) {
  const { labels, items } = handOff.cartData;
  return (
    <div className={page.page}>
      <p className={styles.kicker}>From our designer · {HAND_OFF_STATES[handOff.state]}</p>
      <h1>{handOff.name}</h1>
      <p className={styles.meta}>{itemsText(handOff.itemCount)} · prices today, with their fees.</p>
      {handOff.removed.length > 0 && (
        <p className={form.notice}>No longer sold, left out: {handOff.removed.map((item) => item.name).join(', ')}.</p>
      )}
      {handOff.state === 'sent' ? <Answer handOff={handOff} userId={userId} /> : <Outcome handOff={handOff} />}
      {labels.map((label) => (
        <Room key={label.id} name={label.name}>
          {label.plan && <Walls plan={label.plan} items={label.items} />}
          <ItemsTable items={label.items} prices={handOff.linePrices} caption={`Items in ${label.name}`} />
        </Room>
      ))}
      {items.length > 0 && (
        <Room name={labels.length > 0 ? 'Not in a room' : 'Items'}>
          <ItemsTable items={items} prices={handOff.linePrices} caption="Items not in a room" />
        </Room>
      )}
      <p className={styles.total}>
        Total: <strong>{formatCents(handOff.total)}</strong>
      </p>
    </div>
  );
}

function SignedInHandOff({ id, userId }: { id: string; userId: string }) {
  const query = useQuery({
    queryKey: handOffQueryKey(userId, id),
    queryFn: () => fetchHandOff(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (query.isPending)
    return (
      <div className={page.page}>
        <h1>Hand-off</h1>
        <p role="status">Loading the project…</p>
      </div>
    );
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 500;
    const refused = status < 500;
    return (
      <div className={page.page}>
        <h1>{status === 404 ? M.notFound : 'Hand-off'}</h1>
        {status === 404 ? (
          <p>If it was sent to another address of yours, log out and log in with that one.</p>
        ) : (
          <Alert>{refused ? query.error.message : M.loadFailed}</Alert>
        )}
        {!refused && (
          <p>
            <button type="button" className={button.secondary} onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        )}
      </div>
    );
  }
  return <HandOffView handOff={query.data} userId={userId} />;
}

/** A designer's hand-off, opened from its mail (issue 23, decision 0163): its addressee, signed in, reviews and answers it. */
export function HandOffPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  if (!user) return <SignInFirst />;
  return <SignedInHandOff id={id} userId={user.id} />;
}
