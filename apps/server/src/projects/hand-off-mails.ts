import { handOffPagePath, staffHandOffPagePath } from '@rta/domain/api/hand-offs';
import type { MailMessage } from '../mail/mail-message.ts';

interface MailContext {
  storeName: string;
  publicUrl: string;
  showroom: { phone: string };
}

/** The customer's mail when a designer sends (or sends again) a hand-off: the link, and how to open it. */
export const handOffMail = (
  ctx: MailContext,
  handOff: { id: string; email: string; name: string },
  itemCount: number,
): MailMessage => ({
  to: handOff.email,
  subject: `${ctx.storeName}: a designer has prepared '${handOff.name}' for you`,
  text: [
    'Hello,',
    '',
    `A ${ctx.storeName} designer has prepared a project for you: '${handOff.name}', with ${itemCount} ${itemCount === 1 ? 'item' : 'items'}.`,
    '',
    `Review it, then accept it into your projects or decline it with a note:`,
    `${ctx.publicUrl}${handOffPagePath(handOff.id)}`,
    '',
    `Log in with this address (${handOff.email}) to see it. No account yet? Create one with this address, verify it, and open the link again.`,
    '',
    `Questions? Call us at ${ctx.showroom.phone}.`,
  ].join('\n'),
});

/**
 * The designer's mail when the customer answers: who, which hand-off, accepted or declined, and
 * the note. `to`: the designer's address as it is now (hand-off-service.ts designerAddress).
 */
export const handOffAnsweredMail = (
  ctx: MailContext,
  to: string,
  handOff: { id: string; email: string; name: string },
  answer: { accepted: true; projectName: string } | { accepted: false; note: string },
): MailMessage => {
  const verb = answer.accepted ? 'accepted' : 'declined';
  return {
    to,
    subject: `${ctx.storeName}: ${handOff.email} ${verb} '${handOff.name}'`,
    text: [
      'Hello,',
      '',
      `${handOff.email} ${verb} the hand-off '${handOff.name}' you prepared.`,
      '',
      ...(answer.accepted
        ? [`It is now one of their projects, named '${answer.projectName}'.`]
        : ['Their note:', answer.note]),
      '',
      `See it in the staff console: ${ctx.publicUrl}${staffHandOffPagePath(handOff.id)}`,
    ].join('\n'),
  };
};
