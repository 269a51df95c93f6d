// Webcam profiles for the partner tiles (spec §7 GET /api/xcams/search.php): fetched once per
// filter change with the member's gender and ages, the old call aborted when the filters
// change (an abort is logged only, spec §8). Only cams that are live now fill a tile labelled
// live.
import { useEffect, useEffectEvent, useState } from 'react'
import type { Cam } from '../../contract/partners'
import type { FilterOptions } from '../../contract/search'
import { fetchCams } from './api'
import { camsQuery } from './query'

export function useCams(filters: FilterOptions | undefined, enabled: boolean): Cam[] {
  const [found, setFound] = useState<{ key: string; cams: Cam[] } | null>(null)
  const filtersKey = enabled && filters ? JSON.stringify(filters) : null

  // The query of the filters in force when the key changed.
  const query = useEffectEvent(() => (filters ? camsQuery(filters) : null))

  useEffect(() => {
    const current = query()
    if (filtersKey === null || !current) return
    const controller = new AbortController()
    fetchCams(current, controller.signal)
      .then((answer) =>
        setFound({ key: filtersKey, cams: answer.cams.filter((cam) => cam.online) }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) console.info('Webcam search aborted')
        else console.error('Webcam search failed', error)
      })
    return () => controller.abort()
  }, [filtersKey])

  return found && found.key === filtersKey ? found.cams : []
}
