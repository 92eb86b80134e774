import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { Project } from '@rta/domain/api/projects';
import { SHARE_MESSAGES, sharedProjectPath, type ShareLinkStatus } from '@rta/domain/api/shared-projects';
import { Alert } from '../../ui/alert.tsx';
import { TextField } from '../../ui/text-field.tsx';
import button from '../../ui/button.module.css';
import form from '../../ui/form.module.css';
import { fetchShareLink, makeShareLink, revokeShareLink, shareLinkQueryKey } from './api/share-links-api.ts';
import { ProjectModal, ProjectModalActions } from './project-modal.tsx';
import { linkMadeText } from './project-text.ts';
import styles from './projects.module.css';

/** The link's address, shown once, when it is made (only its hash is kept). */
function NewLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // A browser that refuses the clipboard leaves the field, selected, for the shopper to copy.
      setCopied(false);
      field.current?.focus();
    }
  };
  return (
    <div className={form.form}>
      <TextField
        ref={field}
        label="Read-only link"
        hint="Shown only now: keep it, or make a new one later."
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p>
        <button type="button" className={button.primary} onClick={() => void copy()}>
          Copy Link
        </button>{' '}
        <span role="status">{copied ? 'Copied.' : ''}</span>
      </p>
    </div>
  );
}

function ShareLinkPanel({ project, onBusy }: { project: Project; onBusy: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: shareLinkQueryKey(project.id),
    queryFn: () => fetchShareLink(project.id),
    staleTime: 0,
  });
  const [madeUrl, setMadeUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<ShareLinkStatus>, failed: string) => {
    setBusy(true);
    onBusy(true);
    try {
      queryClient.setQueryData(shareLinkQueryKey(project.id), await action());
    } catch {
      toast.error(failed);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };
  const make = () =>
    run(async () => {
      const { shareLink } = await makeShareLink(project.id);
      setMadeUrl(new URL(sharedProjectPath(shareLink.token), window.location.origin).toString());
      return { shareLink: { createdAt: shareLink.createdAt } };
    }, SHARE_MESSAGES.makeFailed);
  const revoke = () =>
    run(async () => {
      await revokeShareLink(project.id);
      setMadeUrl(null);
      toast.success(SHARE_MESSAGES.revoked);
      return { shareLink: null };
    }, SHARE_MESSAGES.revokeFailed);

  if (status.isPending) return <p role="status">Checking for a link…</p>;
  if (status.isError) return <Alert>{SHARE_MESSAGES.statusFailed}</Alert>;
  const link = status.data.shareLink;
  return (
    <>
      <p>
        Anyone with the link sees this project, its rooms and plans, at today's prices, and can copy it into their own
        binder. They cannot change it.
      </p>
      {link ? (
        <p className={styles.meta} data-testid="share-link-status">
          This project has a read-only link. {linkMadeText(link.createdAt)}.
        </p>
      ) : (
        <p className={styles.meta} data-testid="share-link-status">
          This project has no link.
        </p>
      )}
      {link && madeUrl && <NewLink url={madeUrl} />}
      <ProjectModalActions busy={busy}>
        {link && (
          <button type="button" className={styles.danger} disabled={busy} onClick={() => void revoke()}>
            Revoke Link
          </button>
        )}
        <button type="button" className={button.primary} disabled={busy} onClick={() => void make()}>
          {link ? 'Make New Link' : 'Make Link'}
        </button>
      </ProjectModalActions>
    </>
  );
}

/** The owner's read-only link to a project (issue 23, decision 0161): make one, see that it exists, revoke it. */
export function ShareProjectDialog({
  project,
  onClose,
  returnFocus,
}: {
  project: Project | null;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <ProjectModal
      open={project !== null}
      onClose={onClose}
      title={project ? `Share '${project.name}'` : 'Share Project'}
      busy={busy}
      returnFocus={returnFocus}
    >
      {project && <ShareLinkPanel key={project.id} project={project} onBusy={setBusy} />}
    </ProjectModal>
  );
}
