import autocannon from 'autocannon';

/** p50/p99 latency of one API call under concurrent connections, against a running local stack. */
export async function measureLoad(url: string, connections: number, seconds: number): Promise<{ p50: number; p99: number; rps: number; errors: number; non2xx: number }> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { platform: 'w1' } });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
