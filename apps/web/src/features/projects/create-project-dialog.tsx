import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { PROJECT_MESSAGES, projectNameSchema } from '@rta/domain/api/projects';
import { useBinderStore, itemCount as binderItemCount } from '../../stores/binder-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { createNewProject } from './project-actions.ts';
import { ProjectModal, ProjectModalActions, ProjectNameField } from './project-modal.tsx';
import form from '../../ui/form.module.css';
import styles from './projects.module.css';
import { SubmitButton } from '../../ui/submit-button.tsx';

const schema = v.object({ name: projectNameSchema, startEmpty: v.boolean() });
type Values = v.InferOutput<typeof schema>;

interface CreateProjectDialogProps {
  open: boolean;
  userId: string;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

function CreateProjectForm({
  userId,
  onClose,
  onBusy,
}: {
  userId: string;
  onClose: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const id = useId();
  const itemCount = useBinderStore((state) => binderItemCount(state));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof schema>, unknown, Values>({
    resolver: valibotResolver(schema),
    defaultValues: { name: '', startEmpty: false },
  });
  const startEmpty = useWatch({ control, name: 'startEmpty' });

  const submit = async (values: Values) => {
    setFormError(null);
    onBusy(true);
    const result = await createNewProject(userId, values.name, values.startEmpty);
    onBusy(false);
    if (result.ok) onClose();
    else setFormError(result.message);
  };

  return (
    <form className={form.form} noValidate onSubmit={handleSubmit(submit)}>
      <ProjectNameField error={errors.name?.message} {...register('name')} />
      <div className={styles.checkbox}>
        <input id={`${id}-empty`} type="checkbox" {...register('startEmpty')} />
        <label htmlFor={`${id}-empty`}>Start with an empty cart</label>
      </div>
      <p className={form.hint} aria-live="polite">
        {startEmpty ? '' : PROJECT_MESSAGES.includesItems(itemCount)}
      </p>
      {formError && <Alert>{formError}</Alert>}
      <ProjectModalActions busy={isSubmitting}>
        <SubmitButton busy={isSubmitting} busyLabel="Creating...">
          Create Project
        </SubmitButton>
      </ProjectModalActions>
    </form>
  );
}

/** Spec §2 Project bar: the create dialog. */
export function CreateProjectDialog({ open, userId, onClose, returnFocus }: CreateProjectDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <ProjectModal open={open} onClose={onClose} title="Create Project" busy={busy} returnFocus={returnFocus}>
      <CreateProjectForm userId={userId} onClose={onClose} onBusy={setBusy} />
    </ProjectModal>
  );
}
