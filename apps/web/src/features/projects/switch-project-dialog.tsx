import { useState } from 'react';
import type { Project } from '@rta/domain/api/projects';
import { switchToProject, type SwitchMode } from './project-actions.ts';
import { ProjectModal, ProjectModalActions } from './project-modal.tsx';
import { itemsText } from './project-text.ts';
import button from '../../ui/button.module.css';
import styles from './projects.module.css';

interface SwitchProjectDialogProps {
  userId: string;
  /** The project to open; null when the dialog is closed. */
  target: Project | null;
  /** The project the binder belongs to now, if any. */
  current: Project | null;
  itemCount: number;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

/**
 * Spec §2 Other: switching projects asks what happens to the binder
 * (docs/decisions/0047-switching-projects.md): replace it with the project, or add the
 * project's items to it.
 */
export function SwitchProjectDialog({
  userId,
  target,
  current,
  itemCount,
  onClose,
  returnFocus,
}: SwitchProjectDialogProps) {
  const [busy, setBusy] = useState<SwitchMode | null>(null);

  const choose = async (mode: SwitchMode) => {
    if (!target) return;
    setBusy(mode);
    const outcome = await switchToProject(userId, target.id, mode);
    setBusy(null);
    if (outcome !== 'failed') onClose();
  };

  const where = current
    ? `They are saved in '${current.name}'.`
    : 'They are not saved in any project: replacing removes them from your binder.';
  return (
    <ProjectModal
      open={target !== null}
      onClose={onClose}
      title={target ? `Open '${target.name}'` : 'Switch Project'}
      description={`Your binder holds ${itemsText(itemCount)}. ${where} What should happen to them?`}
      alert
      busy={busy !== null}
      returnFocus={returnFocus}
    >
      {target && (
        <ul className={styles.choices}>
          <li>
            <button
              type="button"
              className={button.primary}
              disabled={busy !== null}
              onClick={() => void choose('replace')}
            >
              {busy === 'replace' ? 'Switching...' : 'Replace Binder'}
            </button>
            <span>
              Show only the {itemsText(target.itemCount)} of '{target.name}'.
            </span>
          </li>
          <li>
            <button
              type="button"
              className={button.secondary}
              disabled={busy !== null}
              onClick={() => void choose('add')}
            >
              {busy === 'add' ? 'Switching...' : 'Add to Binder'}
            </button>
            <span>
              Add the items of '{target.name}' to your binder and save them all in '{target.name}'.
            </span>
          </li>
        </ul>
      )}
      <ProjectModalActions busy={busy !== null} />
    </ProjectModal>
  );
}
