/**
 * The libraries' own work at startup, done in their chunk's step (vite.config.ts LIBRARY_STEPS,
 * docs/decisions/0165-libraries-evaluated-before-the-entry.md). React and React DOM are CommonJS modules, which the
 * bundler wraps in a function run where a module of ours first imports them: without this module,
 * in the entry's chunk, as part of its task. Imported first by main.tsx, and bundled with the
 * libraries, they run when the libraries' chunk does, in a task of its own.
 */
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';
