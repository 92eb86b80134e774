import { runApiBench, runBuildsBench, runCatalogueBench, runSignedInBench } from './api.bench.ts';
import { runBinderBench } from './binder.bench.ts';
import { runBundleBench } from './bundle.bench.ts';
import { runHistoryBench } from './history.bench.ts';
import { runLighthouseBench } from './lighthouse.bench.ts';
import { runListsBench } from './lists.bench.ts';
import { runPlannerBench } from './planner.bench.ts';
import { runSearchBench } from './search.bench.ts';
import { runSignedInProfile } from './profile-signed-in.ts';

/**
 * `npm run bench`: every benchmark, each printing its figures and a ratio to a baseline
 * measured in the same run. `npm run bench -- search` runs only the named ones; the parts
 * below run only when named (`npm run bench -- api:signed-in`, `api:catalogue`, `api:builds`).
 */
const benches: Record<string, () => unknown> = {
  search: runSearchBench,
  api: runApiBench,
  history: runHistoryBench,
  binder: runBinderBench,
  bundle: runBundleBench,
  lighthouse: runLighthouseBench,
  lists: runListsBench,
  planner: runPlannerBench,
};

const parts: Record<string, () => unknown> = {
  'api:signed-in': runSignedInBench,
  'api:catalogue': runCatalogueBench,
  'api:builds': runBuildsBench,
  'api:profile': runSignedInProfile,
};

const chosen = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (chosen.length === 0 || chosen.includes(name)) await run();
}
for (const [name, run] of Object.entries(parts)) {
  if (chosen.includes(name)) await run();
}
