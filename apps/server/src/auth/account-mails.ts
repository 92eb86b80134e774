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
export const passwordResetLink = (ctx: MailContext, token: string): string => `${ctx.publicUrl}/reset-password/${token}`;

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
  const after = ['The link works once. If you did not ask for this, you can ignore this email; your password stays as it is.'];
  return {
    to: to.email,
    subject: `Reset your ${ctx.storeName} password`,
    text: [...lines, link, ...after].join('\n\n'),
    html: html([...lines, ...after], { href: link, label: 'Choose a new password' }),
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
