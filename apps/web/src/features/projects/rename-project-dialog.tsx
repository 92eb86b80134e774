import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { projectNameSchema, type Project } from '@rta/domain/api/projects';
import { Alert } from '../../ui/alert.tsx';
import { renameCurrentProject } from './project-actions.ts';
import { ProjectModal, ProjectModalActions, ProjectNameField } from './project-modal.tsx';
import form from '../../ui/form.module.css';
import { SubmitButton } from '../../ui/submit-button.tsx';

const schema = v.object({ name: projectNameSchema });
type Values = v.InferOutput<typeof schema>;

function RenameProjectForm({
  project,
  onClose,
  onBusy,
}: {
  project: Project;
  onClose: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof schema>, unknown, Values>({
    resolver: valibotResolver(schema),
    defaultValues: { name: project.name },
  });

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
      <ProjectNameField error={errors.name?.message} {...register('name')} />
      {formError && <Alert>{formError}</Alert>}
      <ProjectModalActions busy={isSubmitting}>
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          Save
        </SubmitButton>
      </ProjectModalActions>
    </form>
  );
}

/** Spec §2 Project bar: the rename dialog. */
export function RenameProjectDialog({
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
      title="Rename Project"
      busy={busy}
      returnFocus={returnFocus}
    >
      {project && <RenameProjectForm project={project} onClose={onClose} onBusy={setBusy} />}
    </ProjectModal>
  );
}
