import { escapeHtml } from '../lib/escape-html.ts';
import type { MailMessage } from '../mail/mail-message.ts';

/** The store's account e-mails. Links are built from PUBLIC_URL; tokens appear only in them. */
interface MailContext {
  storeName: string;
  publicUrl: string;
}

interface Recipient {
  email: string;
  firstName: string;
}

const html = (paragraphs: string[], link?: { href: string; label: string }): string =>
  [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '',
    '</body></html>',
  ].join('\n');

export const verificationLink = (ctx: MailContext, token: string): string => `${ctx.publicUrl}/verify-email/${token}`;
export const passwordResetLink = (ctx: MailContext, token: string): string =>
  `${ctx.publicUrl}/reset-password/${token}`;
export const newDeviceLink = (ctx: MailContext, token: string): string => `${ctx.publicUrl}/new-device/${token}`;

export const verificationMail = (ctx: MailContext, to: Recipient, token: string): MailMessage => {
  const link = verificationLink(ctx, token);
  const lines = [
    `Hello ${to.firstName},`,
    `Thank you for signing up at ${ctx.storeName}. Please confirm your email address by opening this link within 24 hours:`,
  ];
  const after = ['If you did not sign up, you can ignore this email.'];
  return {
    to: to.email,
    subject: `Verify your email address for ${ctx.storeName}`,
    text: [...lines, link, ...after].join('\n\n'),
    html: html([...lines, ...after], { href: link, label: 'Verify my email address' }),
  };
};

export const passwordResetMail = (ctx: MailContext, to: Recipient, token: string): MailMessage => {
  const link = passwordResetLink(ctx, token);
  const lines = [
    `Hello ${to.firstName},`,
    `Someone asked to reset the password of your ${ctx.storeName} account. To choose a new password, open this link within 1 hour:`,
  ];
  const after = [
    'The link works once. If you did not ask for this, you can ignore this email; your password stays as it is.',
  ];
  return {
    to: to.email,
    subject: `Reset your ${ctx.storeName} password`,
    text: [...lines, link, ...after].join('\n\n'),
    html: html([...lines, ...after], { href: link, label: 'Choose a new password' }),
  };
};

/**
 * Lets the owner log in from a new device while new devices are locked out of the address
 * (someone has been trying wrong passwords): opened in that browser, it makes it a known device.
 */
export const newDeviceMail = (ctx: MailContext, to: Recipient, token: string): MailMessage => {
  const link = newDeviceLink(ctx, token);
  const lines = [
    `Hello ${to.firstName},`,
    `Someone asked to log in to your ${ctx.storeName} account from a new device. Logins from new devices are paused for a while because of several wrong passwords; the devices you have logged in with before are not affected.`,
    'If it was you, open this link within 1 hour in the browser you want to log in with, then log in with your password:',
  ];
  const after = [
    'The link works once and does not log anyone in by itself. If it was not you, ignore this email; if you think someone knows your password, reset it from the login form.',
  ];
  return {
    to: to.email,
    subject: `Log in to ${ctx.storeName} on a new device`,
    text: [...lines, link, ...after].join('\n\n'),
    html: html([...lines, ...after], { href: link, label: 'Let this device log in' }),
  };
};

/** Sent after every password change, so an owner notices a change they did not make. */
export const passwordChangedMail = (ctx: MailContext, to: Recipient): MailMessage => {
  const resetPage = `${ctx.publicUrl}/reset-password`;
  const lines = [
    `Hello ${to.firstName},`,
    `The password of your ${ctx.storeName} account was just changed, and every other session was logged out.`,
    `If this was not you, reset your password now at ${resetPage} and contact us.`,
  ];
  return {
    to: to.email,
    subject: `Your ${ctx.storeName} password was changed`,
    text: lines.join('\n\n'),
    html: html(lines, { href: resetPage, label: 'Reset my password' }),
  };
};
