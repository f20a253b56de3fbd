import { http, ok } from '../../lib/http';
import { listCalls } from '../calls';
import { taskRow, withTasks } from '../tasks';

/** GET v1/user_tasks (spec 02 §7): the caller's tasks, newest call first, with links to their files. */
export const handler = http('userTasks', async ({ caller }) => {
  const calls = withTasks(await listCalls(caller.userId)).reverse();
  return ok(await Promise.all(calls.map(taskRow)));
});
