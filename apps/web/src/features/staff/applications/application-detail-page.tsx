import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatPhone } from '@rta/domain/support/phone';
import { APPLICATION_STATUSES, STAFF_APPLICATION_MESSAGES } from '@rta/domain/staff/applications-constants';
import { isOwnApplication } from '@rta/domain/staff/own-behalf';
import {
  annualRevenueLabel,
  yearsInBusinessLabel,
  type AnnualRevenue,
} from '@rta/domain/support/trade-application-constants';
import { useCurrentUser } from '../../../stores/session-store.ts';
import { staffApplicationQuery } from './api/staff-applications-api.ts';
import { RecordFailure } from '../record-failure.tsx';
import local from './application-detail-page.module.css';
import styles from '../console-table.module.css';
import sections from '../staff-sections.module.css';
import form from '../../../ui/form.module.css';

/**
 * The approve and decline forms (with react-hook-form): asked for as the page's script runs,
 * so the first render (the application, as soon as the server answers) does not wait for
 * them. A failure shows when they are rendered (the page's "could not be loaded"), not
 * before as an unhandled rejection.
 */
const decisionLoading = import('./application-decision.tsx');
decisionLoading.catch(() => undefined);
const ApproveForm = lazy(() => decisionLoading.then((module) => ({ default: module.ApproveForm })));
const DeclineForm = lazy(() => decisionLoading.then((module) => ({ default: module.DeclineForm })));

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One trade-pro application: what the applicant told us, the account it is for, and the
 * decision; a staff member's own application says that another staff member decides it.
 */
export function StaffApplicationDetailPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const query = useQuery(staffApplicationQuery(id));
  if (query.isPending) return <p role="status">Loading the application…</p>;
  if (query.isError)
    return (
      <RecordFailure message={query.error.message} back="/staff/applications">
        Back to applications
      </RecordFailure>
    );
  const application = query.data;
  const decided = application.status !== 'pending';
  const own = !!me && isOwnApplication(me, { email: application.email, accountId: application.account?.id });
  return (
    <article className={styles.detail} aria-labelledby="application-heading">
      <div>
        <Link to="/staff/applications">Back to applications</Link>
        <h2 id="application-heading">
          {application.companyName} <span className={styles.status}>{APPLICATION_STATUSES[application.status]}</span>
        </h2>
      </div>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="application-company-heading">
          <h3 id="application-company-heading">Application</h3>
          <dl className={styles.facts}>
            <dt>Submitted</dt>
            <dd>{dateTime.format(new Date(application.createdAt))}</dd>
            <dt>Owner</dt>
            <dd>{application.ownerName}</dd>
            <dt>E-mail</dt>
            <dd>{application.email}</dd>
            <dt>Phone</dt>
            <dd>{formatPhone(application.phone)}</dd>
            <dt>Prefers</dt>
            <dd>{application.preferredContact === 'phone' ? 'Phone' : 'Email'}</dd>
            <dt>Location</dt>
            <dd>{application.location}</dd>
            <dt>Website</dt>
            <dd>{application.website ?? 'Not provided'}</dd>
            <dt>In business</dt>
            <dd>{yearsInBusinessLabel(application.yearsInBusiness)}</dd>
            <dt>Revenue</dt>
            <dd>{annualRevenueLabel(application.annualRevenue as AnnualRevenue)}</dd>
            <dt>Projects a year</dt>
            <dd>{application.projectsPerYear}</dd>
            <dt>About</dt>
            <dd>{application.companyDescription}</dd>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="application-account-heading">
          <h3 id="application-account-heading">Account</h3>
          {application.account ? (
            <dl className={styles.facts}>
              <dt>Name</dt>
              <dd>
                {application.account.firstName} {application.account.lastName}
              </dd>
              <dt>E-mail</dt>
              <dd>{application.account.email}</dd>
              <dt>Roles</dt>
              <dd>{application.account.roles.length > 0 ? application.account.roles.join(', ') : 'None'}</dd>
            </dl>
          ) : (
            <p className={form.notice}>
              No account uses {application.email} yet. The applicant must sign up with this address before the
              application can be approved.
            </p>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="application-decision-heading">
          <h3 id="application-decision-heading">Decision</h3>
          {decided ? (
            <dl className={styles.facts}>
              <dt>Decision</dt>
              <dd>
                {APPLICATION_STATUSES[application.status]}
                {application.decidedTier && `: ${application.decidedTier} tier`}
              </dd>
              {application.declineReason && (
                <>
                  <dt>Reason</dt>
                  <dd>{application.declineReason}</dd>
                </>
              )}
              <dt>By</dt>
              <dd>{application.decidedByEmail ?? 'A former staff member'}</dd>
              <dt>On</dt>
              <dd>{application.decidedAt ? dateTime.format(new Date(application.decidedAt)) : ''}</dd>
            </dl>
          ) : (
            <>
              <p>This application waits for a decision.</p>
              {own && <p className={sections.note}>{STAFF_APPLICATION_MESSAGES.ownApplication}</p>}
            </>
          )}
        </section>
      </div>
      {!decided && !own && (
        <div className={styles.columns}>
          {/* Each form's place is held while its code loads, so that nothing below it moves when it comes. */}
          <div className={styles.panel}>
            <Suspense fallback={<div className={local.approveForm} />}>
              <ApproveForm application={application} />
            </Suspense>
          </div>
          <div className={styles.panel}>
            <Suspense fallback={<div className={local.declineForm} />}>
              <DeclineForm application={application} />
            </Suspense>
          </div>
        </div>
      )}
    </article>
  );
}
