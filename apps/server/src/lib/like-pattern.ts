/** A search term as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
