/** The page a message was written from, with one-time link tokens left out (they are secrets). */
const currentPage = (): string =>
  window.location.pathname.replace(/\/(verify-email|reset-password|new-device)\/[^/]+/, '/$1/[token]');

/**
 * What the browser can tell about where a message comes from (spec §3 extra fields url and
 * browser). Each context keeps only the fields it names, so these travel only where useful.
 */
export const pageDetails = (): Record<string, string> => ({ url: currentPage(), browser: navigator.userAgent });
