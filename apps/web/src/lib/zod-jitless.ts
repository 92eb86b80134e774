/**
 * zod compiles its object parsers with `new Function` when the page allows it, and finds out
 * by trying once when a schema is built. Our Content Security Policy forbids eval, so the
 * try is refused and reported as a CSP violation (Lighthouse: best practices, "issues
 * logged"). zod's documented `config({ jitless: true })` turns both off; it has to run
 * before any schema is built. zod keeps that configuration on `globalThis.__zod_globalConfig`
 * (so that copies of zod share it), which lets the entry set it without importing zod, whose
 * schemas load later in chunks of their own. e2e/shell.spec.ts checks that pages load
 * without a CSP violation.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
