/** Business constants and limits of spec §9, in one place. Money is cents, time is milliseconds. */

// Time and retry
export const REQUEST_TIMEOUT_MS = 30_000;
export const CATALOGUE_TIMEOUT_MS = 5_000;
export const RETRY_ATTEMPTS = 3;
export const RETRY_DELAY_STEP_MS = 1_000;
export const IDLE_LOGOUT_MS = 30 * 60_000;

// Caching and pagination
export const CATALOGUE_CACHE_MS = 30 * 60_000;
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 300;

// Money
export const PRE_ASSEMBLY_FEE_CENTS = 2_500;

// Limits
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1_000;
export const MESSAGE_WARNING_ABOVE = 900;

// UI
export const MOBILE_BREAKPOINT_PX = 768;
