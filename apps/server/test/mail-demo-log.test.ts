import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { captureLog } from './log-capture.ts';

/** The app with its log captured, as `npm start` runs it (NODE_ENV production by default). */
const appLoggingTo = async (env: NodeJS.ProcessEnv) => {
  const { logger, text } = captureLog();
  const { app } = await buildTestApp(env, { logger });
  return { app, log: text };
};

describe('a store started in production without SMTP_URL (a fresh clone)', async () => {
  const { app, log } = await appLoggingTo({ NODE_ENV: 'production' });

  it('says at start that mail is not sent and that links go to the log', () => {
    expect(log()).toContain('SMTP_URL is not set');
    expect(log()).toContain('written to this log');
  });

  it('writes each mail’s recipient, subject and links to the log, so a verification link can be followed', async () => {
    await app.mailer.send({
      to: 'gus@example.com',
      subject: 'Verify your e-mail',
      text: 'Open http://localhost:3000/verify-email/Tok_123-abcdefghijkl to verify.\nThanks',
    });
    const entry = log()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { event?: string; links?: string[]; msg: string; level: number })
      .find((line) => line.event === 'mail_not_sent');
    expect(entry?.level).toBe(30);
    expect(entry?.links).toEqual(['http://localhost:3000/verify-email/Tok_123-abcdefghijkl']);
    expect(entry?.msg).toContain('gus@example.com');
    expect(entry?.msg).toContain('http://localhost:3000/verify-email/Tok_123-abcdefghijkl');
    expect(log()).not.toContain('Thanks');
  });
});

describe('outside production', async () => {
  const { app, log } = await appLoggingTo({ NODE_ENV: 'test' });

  it('keeps links out of the log (they are at /dev/mail)', async () => {
    await app.mailer.send({
      to: 'hal@example.com',
      subject: 'Reset',
      text: 'http://localhost:3000/reset-password/SECRETtoken1234567',
    });
    expect(log()).not.toContain('SECRETtoken');
  });
});
