import { useState } from 'react';
import { toast } from 'react-toastify';
import type { ApiUser } from '@rta/domain/accounts/user';
import { ApiError } from '../../lib/api-client.ts';
import { isVerified } from '../../stores/session-store.ts';
import { resendVerificationRequest } from './api/signup-api.ts';
import { ProfilePaint } from './profile-paint.tsx';
import { RoleBadges } from './role-badges.tsx';
import styles from './account.module.css';
import button from '../../ui/button.module.css';

const RESEND_FAILED = 'We could not send a new link. Please try again.';

function VerificationStatus({ user }: { user: ApiUser }) {
  const [sending, setSending] = useState(false);
  if (isVerified(user)) return <span className={styles.verified}>Verified</span>;

  const resend = async () => {
    setSending(true);
    try {
      toast.success((await resendVerificationRequest()).message);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : RESEND_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <span className={styles.unverified}>
      <span>Not verified yet: verify it to check out.</span>
      <button type="button" className={button.link} onClick={resend} disabled={sending}>
        {sending ? 'Sending...' : 'Send a new verification link'}
      </button>
    </span>
  );
}

/** The Profile Information tab (spec §2 Profile modal): name, e-mail, badges, and the profile palette. */
export function ProfileInformation({ user }: { user: ApiUser }) {
  return (
    <>
      <RoleBadges user={user} />
      <dl className={styles.details}>
        <dt>First name</dt>
        <dd>{user.first_name}</dd>
        <dt>Last name</dt>
        <dd>{user.last_name}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Email status</dt>
        <dd>
          <VerificationStatus user={user} />
        </dd>
      </dl>
      <ProfilePaint />
    </>
  );
}
