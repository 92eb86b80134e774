import type { Ref } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Project } from '@rta/domain/api/projects';
import { itemsText } from './project-text.ts';
import form from '../../ui/form.module.css';
import styles from './projects.module.css';

const NONE = '';

interface ProjectMenuProps {
  projects: Project[];
  current: Project | null;
  busy: boolean;
  triggerRef: Ref<HTMLButtonElement>;
  onNone: () => void;
  onCreate: () => void;
  onChoose: (project: Project) => void;
}

/**
 * Spec §2 Project bar: the dropdown with 'No Project Selected', '+ Create Project' and the
 * projects with their item counts. A menu rather than a <select>: moving through a select
 * with the arrow keys would switch projects at every step.
 */
export function ProjectMenu({ projects, current, busy, triggerRef, onNone, onCreate, onChoose }: ProjectMenuProps) {
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
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
