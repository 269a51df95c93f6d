// Throughput of the shell's API calls under autocannon (loopback only, bounded in time).
import autocannon from 'autocannon'

export interface ApiResult {
  path: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
}

export async function measure(baseUrl: string, path: string, seconds = 5): Promise<ApiResult> {
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: 20, duration: seconds })
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}
