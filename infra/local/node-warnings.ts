/**
 * The AWS SDK warns on every process start that its 2027 releases will need Node 22. Lambda runs
 * Node 22 and the local stack supports Node 20+, so locally that notice is noise; all other
 * warnings pass through.
 */
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === 'string' ? warning : warning.message;
  if (/versions published after .* require node >=22/s.test(text)) return;
  (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;
