import type { ComponentProps, ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { PROJECT_LIMITS } from '@rta/domain/api/projects';
import { TextField } from '../../ui/text-field.tsx';
import button from '../../ui/button.module.css';
import { Dialog } from '../../ui/dialog.tsx';
import projects from './projects.module.css';

interface ProjectModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Questions that need an answer (delete, switch) are alert dialogs. */
  alert?: boolean;
  /** While a request is out the dialog stays open: its answer decides what happens next. */
  busy?: boolean;
  /** Where focus goes when the dialog closes (what opened it may be gone, e.g. after a delete). */
  returnFocus: () => HTMLElement | null;
  children: ReactNode;
}

/** A dialog over the binder panel for the project bar (spec §2 Other: create, switch, rename, delete). */
export function ProjectModal({ onClose, returnFocus, ...dialog }: ProjectModalProps) {
  return (
    <Dialog
      {...dialog}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      onCloseAutoFocus={(event) => {
        const target = returnFocus();
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    />
  );
}

/** A project dialog's buttons: Cancel first, the safe answer (closed to clicks while a request is out), then the dialog's own. */
export function ProjectModalActions({ busy, children }: { busy: boolean; children?: ReactNode }) {
  return (
    <div className={projects.actions}>
      <RadixDialog.Close className={button.secondary} disabled={busy}>
        Cancel
      </RadixDialog.Close>
      {children}
    </div>
  );
}

/** The name field of the create and rename dialogs. */
export function ProjectNameField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return <TextField label="Project Name" autoComplete="off" maxLength={PROJECT_LIMITS.name} aria-required {...props} />;
}
