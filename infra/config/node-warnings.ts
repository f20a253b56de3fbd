/**
 * Notices that are noise locally; all other warnings pass through.
 * - The AWS SDK warns on every process start that its 2027 releases will need Node 22. Lambda runs
 *   Node 22 and the local stack supports Node 20+.
 * - Vite lists, at every load of web/vite.config.ts, each extensionless import in the config's
 *   imports (the shared route table and schemas), which its future native config loader would not
 *   resolve. Vite bundles the config (its default loader), so nothing is wrong today; the list
 *   was forty lines at the top of `npm start`.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === 'string' ? warning : warning.message;
  if (/versions published after .* require node >=22/s.test(text)) return;
  (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;
