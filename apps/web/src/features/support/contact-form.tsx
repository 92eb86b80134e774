import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { toast } from 'react-toastify';
import {
  contactFormSchema,
  messageCounter,
  needsOrder,
  type ContactFormInput,
  type ContactFormValues,
} from '@rta/domain/support/contact-rules';
import { orderSupportSubject } from '@rta/domain/orders/order-id';
import { pickExtraDetails, type SimpleContextId, type SupportContext } from '@rta/domain/support/contexts';
import { contactRequestBody } from '@rta/domain/support/requests';
import { useSession } from '../../stores/session-store.ts';
import { TextField } from '../../ui/text-field.tsx';
import { sendSupportRequest } from './api/send-support-request.ts';
import { DetailsSummary } from './details-summary.tsx';
import { OrderField } from './order-field.tsx';
import { pageDetails } from './page-details.ts';
import { TextAreaField } from './text-area-field.tsx';
import form from '../../ui/form.module.css';
import button from '../../ui/button.module.css';
import styles from './support.module.css';

interface ContactFormProps {
  context: SupportContext & { id: SimpleContextId };
  /** What the opener knows (the order, the error…); the context keeps only its own fields. */
  details: Record<string, string>;
  onDone: () => void;
}

/** The simple contact form (spec §2, §5): Name, E-mail, Subject or the order, Message with its counter. */
export function ContactForm({ context, details, onDone }: ContactFormProps) {
  const user = useSession((state) => state.user);
  const orderSupport = needsOrder(context.id);
  const schema = useMemo(() => contactFormSchema(context.id), [context.id]);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: valibotResolver(schema),
    // Messages appear on sending (or Next) and then follow the typing; none while the form is first filled in.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: user ? `${user.first_name} ${user.last_name}` : '',
      email: user?.email ?? '',
      subject: orderSupport ? '' : context.defaultSubject,
      orderId: '',
      message: '',
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const message = useWatch({ control, name: 'message' });
  const sentDetails = useMemo(() => pickExtraDetails(context, { ...pageDetails(), ...details }), [context, details]);

  // A signed-in sender writes from their account's address, which the form shows read-only;
  // a login while the form is open fills in what it can.
  useEffect(() => {
    if (!user) return;
    setValue('email', user.email);
    if (!getValues('name')) setValue('name', `${user.first_name} ${user.last_name}`);
  }, [user, setValue, getValues]);

  const submit = async (values: ContactFormValues) => {
    setFormError(null);
    const answer = await sendSupportRequest(contactRequestBody(context.id, values, sentDetails));
    if (!answer.ok) {
      setFormError(answer.message);
      return;
    }
    toast.success(answer.message);
    onDone();
  };

  const orderRegistration = register('orderId', {
    onChange: (event: { target: { value: string } }) =>
      setValue('subject', event.target.value ? orderSupportSubject(event.target.value) : ''),
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(submit)} aria-label={context.title}>
      <TextField label="Name" autoComplete="name" aria-required error={errors.name?.message} {...register('name')} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        aria-required
        readOnly={user !== null}
        className={user ? `${form.input} ${styles.readOnly}` : undefined}
        hint={user ? 'The address of your account; we reply there.' : undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      {orderSupport && <OrderField registration={orderRegistration} error={errors.orderId?.message} />}
      <TextField
        label="Subject"
        aria-required={!orderSupport}
        readOnly={orderSupport}
        className={orderSupport ? `${form.input} ${styles.readOnly}` : undefined}
        hint={orderSupport ? 'Set from the order you choose.' : undefined}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label="Message"
        aria-required
        counter={messageCounter(message)}
        error={errors.message?.message}
        {...register('message')}
      />
      <DetailsSummary details={sentDetails} />
      {formError && (
        <p role="alert" className={form.alert}>
          {formError}
        </p>
      )}
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          Send Message
        </button>
        {isSubmitting && <span role="status">Sending your message…</span>}
      </div>
    </form>
  );
}
