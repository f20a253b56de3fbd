/**
 * What `reconnect` (./aws.ts) must also drop: clients held by modules it does not import (./s3.ts),
 * so that importing ./aws.ts never loads them. A module of its own so ./s3.ts can register without
 * a cycle through ./aws.ts.
 */
const hooks: Array<() => void> = [];

export function onReconnect(hook: () => void): void {
  hooks.push(hook);
}

export function runReconnectHooks(): void {
  for (const hook of hooks) hook();
}
