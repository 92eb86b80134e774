import { useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { PROJECT_MESSAGES, type Project } from '@rta/domain/project-api';
import { deleteExistingProject } from './project-actions.ts';
import { ProjectModal } from './project-modal.tsx';
import button from '../../ui/button.module.css';
import styles from './projects.module.css';

interface DeleteProjectDialogProps {
  project: Project | null;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

/** Spec §2 Project bar: the delete dialog, Cancel first as the safe answer. */
export function DeleteProjectDialog({ project, onClose, returnFocus }: DeleteProjectDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!project) return;
    setBusy(true);
    const done = await deleteExistingProject(project.id);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <ProjectModal
      open={project !== null}
      onClose={onClose}
      title={project ? `Delete '${project.name}'` : 'Delete Project'}
      description={PROJECT_MESSAGES.confirmDelete}
      alert
      busy={busy}
      returnFocus={returnFocus}
    >
      <div className={styles.actions}>
        <RadixDialog.Close className={button.secondary} disabled={busy}>
          Cancel
        </RadixDialog.Close>
        <button type="button" className={styles.danger} disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </ProjectModal>
  );
}
