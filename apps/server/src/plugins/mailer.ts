import fp from 'fastify-plugin';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background-tasks.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Work that continues after an answer is sent; closing the app waits for it. */
    backgroundTasks: BackgroundTasks;
  }
}

/** How often unsent mail is retried while SMTP is configured. */
const RETRY_EVERY_MS = 60_000;

export const mailer = fp(async (app) => {
  const tasks = createBackgroundTasks(app.log);
  const instance = createMailer({
    db: app.db,
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    clock: app.clock,
    tasks,
    log: app.log,
    logUnsentLinks: app.config.env === 'production',
  });
  app.decorate('backgroundTasks', tasks);
  app.decorate('mailer', instance);

  if (!instance.smtpEnabled && app.config.env === 'production') {
    // Shoppers cannot verify or reset without mail: say so loudly, once. A store tried from
    // a fresh clone has no SMTP: its links are logged so the owner can still follow them.
    app.log.warn(
      "SMTP_URL is not set: mail is kept in the mail_outbox table and not sent; each mail's links (e-mail verification, password reset) are written to this log instead. Set SMTP_URL before shoppers sign up.",
    );
  } else if (!instance.smtpEnabled) {
    app.log.info('SMTP_URL is not set: mail is kept in the outbox, readable at /dev/mail');
  }

  let timer: NodeJS.Timeout | undefined;
  if (instance.smtpEnabled) {
    timer = setInterval(() => tasks.run('mail retry', () => instance.retryUnsent()), RETRY_EVERY_MS);
    timer.unref();
  }

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await tasks.drain();
    instance.close();
  });
});
