/** One e-mail as the store writes it: plain text always, HTML when it helps. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer should go, when not to the sender (MAIL_FROM). */
  replyTo?: string;
  /** Files sent with it (a quote's PDF). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

const LINK = /https?:\/\/[^\s<>"']+/g;

/** The links in a mail's text (verification and reset links are what a reader needs from it). */
export const mailLinks = (text: string): string[] => text.match(LINK) ?? [];
