import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import * as RadixDialog from '@radix-ui/react-dialog';
import { PROJECT_LIMITS, projectNameSchema, type Project } from '@rta/domain/project-api';
import { TextField } from '../../ui/text-field.tsx';
import { renameCurrentProject } from './project-actions.ts';
import { ProjectModal } from './project-modal.tsx';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';
import styles from './projects.module.css';

const schema = v.object({ name: projectNameSchema });
type Values = v.InferOutput<typeof schema>;

function RenameProjectForm({ project, onClose, onBusy }: { project: Project; onClose: () => void; onBusy: (busy: boolean) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof schema>, unknown, Values>({ resolver: valibotResolver(schema), defaultValues: { name: project.name } });

  const submit = async (values: Values) => {
    setFormError(null);
    onBusy(true);
    const result = await renameCurrentProject(project.id, values.name);
    onBusy(false);
    if (result.ok || result.gone) onClose();
    else setFormError(result.message);
  };

  return (
    <form className={form.form} noValidate onSubmit={handleSubmit(submit)}>
      <TextField label="Project Name" autoComplete="off" maxLength={PROJECT_LIMITS.name} aria-required error={errors.name?.message} {...register('name')} />
      {formError && (
        <p className={form.alert} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <RadixDialog.Close type="button" className={button.secondary} disabled={isSubmitting}>
          Cancel
        </RadixDialog.Close>
        <button type="submit" className={button.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** Spec §2 Project bar: the rename dialog. */
export function RenameProjectDialog({ project, onClose, returnFocus }: { project: Project | null; onClose: () => void; returnFocus: () => HTMLElement | null }) {
  const [busy, setBusy] = useState(false);
  return (
    <ProjectModal open={project !== null} onClose={onClose} title="Rename Project" busy={busy} returnFocus={returnFocus}>
      {project && <RenameProjectForm project={project} onClose={onClose} onBusy={setBusy} />}
    </ProjectModal>
  );
}
