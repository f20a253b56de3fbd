/** A mistake in the command line or context: the CLI prints its one-sentence message, no stack trace. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
