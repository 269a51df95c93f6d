// Webcam profiles for the partner tiles (spec §7 GET /api/xcams/search.php): fetched once per
// filter change with the member's gender and ages, the old call aborted when the filters
// change (an abort is logged only, spec §8). Only cams that are live now fill a tile labelled
// live.
import { useSync } from '../../api/use-sync'
import type { Cam } from '../../contract/partners'
import type { FilterOptions } from '../../contract/search'
import { fetchCams } from './api'
import { camsQuery } from '../../contract/search-queries'

const NONE: Cam[] = []

export function useCams(filters: FilterOptions | undefined, enabled: boolean): Cam[] {
  const { data } = useSync(enabled && filters ? JSON.stringify(filters) : null, {
    name: 'Webcam search',
    fetch: async (signal) => {
      if (!filters) return NONE
      const logAbort = () => console.info('Webcam search aborted')
      signal.addEventListener('abort', logAbort)
      try {
        const answer = await fetchCams(camsQuery(filters), signal)
        return answer.cams.filter((cam) => cam.online)
      } finally {
        signal.removeEventListener('abort', logAbort)
      }
    },
  })
  return data ?? NONE
}
