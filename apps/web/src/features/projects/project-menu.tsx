import { useId, type Ref } from 'react';
import { Link } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { CustomerHandOffSummary } from '@rta/domain/api/hand-offs';
import type { Project } from '@rta/domain/api/projects';
import { HAND_OFF_STATES, handOffPagePath } from '@rta/domain/staff/hand-offs-constants';
import { itemsText } from './project-text.ts';
import form from '../../ui/form.module.css';
import styles from './projects.module.css';

const NONE = '';

interface ProjectMenuProps {
  projects: Project[];
  /** Hand-offs a designer sent the user (decision 0163): links to their pages. */
  handOffs: CustomerHandOffSummary[];
  current: Project | null;
  busy: boolean;
  triggerRef: Ref<HTMLButtonElement>;
  onNone: () => void;
  onCreate: () => void;
  onChoose: (project: Project) => void;
  /** A hand-off's link was followed: its page opens, so the binder panel closes. */
  onLeave: () => void;
}

/**
 * Spec §2 Project bar: the dropdown with 'No Project Selected', '+ Create Project' and the
 * projects with their item counts. A menu rather than a <select>: moving through a select
 * with the arrow keys would switch projects at every step. Under 'From the store', the
 * hand-offs a designer sent the user, with their state: the way back to one besides the mail.
 */
export function ProjectMenu({
  projects,
  handOffs,
  current,
  busy,
  triggerRef,
  onNone,
  onCreate,
  onChoose,
  onLeave,
}: ProjectMenuProps) {
  const fromStore = useId();
  const shown = current?.name ?? 'No Project Selected';
  const value = current?.id ?? NONE;
  const choose = (next: string) => {
    const project = projects.find((candidate) => candidate.id === next);
    if (project) onChoose(project);
    else onNone();
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className={`${form.input} ${styles.trigger}`}
        aria-label={`Project: ${shown}`}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <span className={styles.triggerText}>{shown}</span> <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={4}>
          <DropdownMenu.RadioGroup value={value} onValueChange={choose}>
            <DropdownMenu.RadioItem value={NONE} className={styles.menuItem}>
              <DropdownMenu.ItemIndicator className={styles.indicator}>✓</DropdownMenu.ItemIndicator>
              No Project Selected
            </DropdownMenu.RadioItem>
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Item className={styles.menuItem} onSelect={onCreate}>
            + Create Project
          </DropdownMenu.Item>
          {projects.length > 0 && <DropdownMenu.Separator className={styles.separator} />}
          <DropdownMenu.RadioGroup value={value} onValueChange={choose}>
            {projects.map((project) => (
              <DropdownMenu.RadioItem key={project.id} value={project.id} className={styles.menuItem}>
                <DropdownMenu.ItemIndicator className={styles.indicator}>✓</DropdownMenu.ItemIndicator>
                {project.name} ({itemsText(project.itemCount)})
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          {handOffs.length > 0 && (
            <>
              <DropdownMenu.Separator className={styles.separator} />
              <DropdownMenu.Group aria-labelledby={fromStore}>
                <DropdownMenu.Label id={fromStore} className={styles.menuLabel}>
                  From the store
                </DropdownMenu.Label>
                {handOffs.map((handOff) => (
                  <DropdownMenu.Item key={handOff.id} asChild className={styles.menuItem} onSelect={onLeave}>
                    <Link to={handOffPagePath(handOff.id)} className={styles.menuLink}>
                      {handOff.name} ({HAND_OFF_STATES[handOff.state]})
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
