import { afterEach, vi } from 'vitest';

/** A test that makes the code print an error or a warning fails: such output is a bug or a missing assertion. */
const calls: string[] = [];
for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    calls.push(`console.${method}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  const seen = calls.splice(0);
  if (seen.length > 0) throw new Error(`Unexpected console output:\n${seen.join('\n')}`);
});
