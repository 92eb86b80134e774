/** Bundles the server into apps/server/dist/server.js and returns that path. */
export declare const buildServer: () => Promise<string>;
