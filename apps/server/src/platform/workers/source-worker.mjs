// Used only when the TypeScript sources run (the test runner): a worker thread does not
// inherit the runner's TypeScript loader, so it registers tsx itself, then loads the task
// module named by the pool and calls its exports. Built code runs the .js module directly.
import { workerData } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const tasks = await import(workerData.taskModule);

/** Runs one task: `{ task, input }`, the export's name and its argument. */
export default function runTask({ task, input }) {
  return tasks[task](input);
}
