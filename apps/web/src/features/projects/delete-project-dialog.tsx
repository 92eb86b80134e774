import { useState } from 'react';
import { PROJECT_MESSAGES, type Project } from '@rta/domain/api/projects';
import { deleteExistingProject } from './project-actions.ts';
import { ProjectModal, ProjectModalActions } from './project-modal.tsx';
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
      <ProjectModalActions busy={busy}>
        <button type="button" className={styles.danger} disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </ProjectModalActions>
    </ProjectModal>
  );
}
