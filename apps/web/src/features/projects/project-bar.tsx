import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { PROJECT_MESSAGES, type Project } from '@rta/domain/api/projects';
import { useBinderStore, itemCount as binderItemCount } from '../../stores/binder-store.ts';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { isVerified, useCurrentUser } from '../../stores/session-store.ts';
import { myHandOffsQuery } from './api/hand-offs-api.ts';
import { CreateProjectDialog } from './create-project-dialog.tsx';
import { useCurrentProject, useCurrentProjectId } from './current-project.ts';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import { clearCurrentProject, switchToProject } from './project-actions.ts';
import { flushProjectSaves, startProjectAutoSave } from './project-autosave.ts';
import { ProjectMenu } from './project-menu.tsx';
import { modifiedText } from './project-text.ts';
import { RenameProjectDialog } from './rename-project-dialog.tsx';
import { ShareProjectDialog } from './share-project-dialog.tsx';
import { SwitchProjectDialog } from './switch-project-dialog.tsx';
import { useProjects } from './use-projects.ts';
import styles from './projects.module.css';

// The bar is drawn only while the binder is open, but items are added from the store page
// with the binder closed: the auto-save starts when this module loads, with the binder panel
// (app/layout/binder-dialog.tsx), and resumes saves a reload interrupted.
startProjectAutoSave();

type OpenDialog = { kind: 'create' } | { kind: 'switch' | 'rename' | 'delete' | 'share'; project: Project } | null;

/** Spec §2 Project bar: the project dropdown, 'Modified: <date>', rename and delete, and their dialogs. */
export function ProjectBar({ onQuote }: { onQuote?: (projectId: string) => Promise<void> } = {}) {
  const user = useCurrentUser();
  const userId = user?.id;
  const currentId = useCurrentProjectId(userId);
  const { data: projects = [], isSuccess } = useProjects(userId);
  // Hand-offs are shown to the verified address only (decision 0163); a failed read leaves them out.
  const { data: handOffs = [] } = useQuery({
    ...myHandOffsQuery(userId ?? ''),
    enabled: userId !== undefined && isVerified(user),
  });
  const closePanel = useDialogStore((state) => state.close);
  const itemCount = useBinderStore((state) => binderItemCount(state));
  const hasLabels = useBinderStore((state) => state.labels.length > 0);
  const showLogin = useDialogStore((state) => state.show);
  const [open, setOpen] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const shareButton = useRef<HTMLButtonElement>(null);
  const current = projects.find((project) => project.id === currentId) ?? null;

  // The selected project left the account (deleted in another tab or on another device).
  useEffect(() => {
    if (!isSuccess || !currentId || projects.some((project) => project.id === currentId)) return;
    toast.error(PROJECT_MESSAGES.notFound, { toastId: 'project-not-found' });
    useCurrentProject.getState().clear();
  }, [isSuccess, currentId, projects]);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const choose = (project: Project) => {
    if (!userId) return;
    // Nothing in the binder to decide about: open the project straight away.
    if (itemCount === 0 && !hasLabels) void run(() => switchToProject(userId, project.id, 'replace'));
    else setOpen({ kind: 'switch', project });
  };

  // Issue 23: a quote of the saved project, its last changes saved first (the server quotes what it holds).
  const quoteProject = async (project: Project) => {
    if (!onQuote) return;
    if (!(await flushProjectSaves())) {
      toast.error(PROJECT_MESSAGES.saveFailed, { toastId: 'project-save-failed' });
      return;
    }
    await onQuote(project.id);
  };

  const close = () => setOpen(null);
  const toTrigger = () => trigger.current;

  return (
    <section className={styles.bar} aria-label="Project">
      <div className={styles.row}>
        <span className={styles.label} aria-hidden="true">
          Project
        </span>
        <ProjectMenu
          projects={projects}
          handOffs={handOffs}
          current={current}
          busy={busy}
          triggerRef={trigger}
          onNone={() => void run(clearCurrentProject)}
          // Spec §6: projects need sign-in; a visitor is asked to log in.
          onCreate={() => (userId ? setOpen({ kind: 'create' }) : showLogin('login'))}
          onChoose={choose}
          onLeave={closePanel}
        />
        {current && (
          <>
            <button
              ref={renameButton}
              type="button"
              className={styles.small}
              aria-label={`Rename project ${current.name}`}
              disabled={busy}
              onClick={() => setOpen({ kind: 'rename', project: current })}
            >
              Rename
            </button>
            <button
              ref={shareButton}
              type="button"
              className={styles.small}
              aria-label={`Share project ${current.name}`}
              disabled={busy}
              onClick={() => setOpen({ kind: 'share', project: current })}
            >
              Share
            </button>
            {onQuote && (
              <button
                type="button"
                className={styles.small}
                aria-label={`Quote project ${current.name}`}
                disabled={busy}
                onClick={() => void run(() => quoteProject(current))}
              >
                Quote
              </button>
            )}
            <button
              type="button"
              className={styles.small}
              aria-label={`Delete project ${current.name}`}
              disabled={busy}
              onClick={() => setOpen({ kind: 'delete', project: current })}
            >
              Delete
            </button>
          </>
        )}
      </div>
      {current && <p className={styles.meta}>{modifiedText(current.updatedAt)}</p>}
      {!user && <p className={styles.meta}>Log in to save your binder as projects.</p>}
      {userId && (
        <CreateProjectDialog open={open?.kind === 'create'} userId={userId} onClose={close} returnFocus={toTrigger} />
      )}
      {userId && (
        <SwitchProjectDialog
          userId={userId}
          target={open?.kind === 'switch' ? open.project : null}
          current={current}
          itemCount={itemCount}
          onClose={close}
          returnFocus={toTrigger}
        />
      )}
      <RenameProjectDialog
        project={open?.kind === 'rename' ? open.project : null}
        onClose={close}
        returnFocus={() => renameButton.current ?? trigger.current}
      />
      <ShareProjectDialog
        project={open?.kind === 'share' ? open.project : null}
        onClose={close}
        returnFocus={() => shareButton.current ?? trigger.current}
      />
      <DeleteProjectDialog
        project={open?.kind === 'delete' ? open.project : null}
        onClose={close}
        returnFocus={toTrigger}
      />
    </section>
  );
}
