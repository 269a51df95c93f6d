// One load of an operator page's data: loading, the answer, or the translated error; reload()
// loads again after an action changed something. A newer load aborts the one still running.
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { errorMessage } from '../../ui/error-message'
import { ApiError } from '../../api/errors'
import { ADMIN_ERRORS } from './errors'

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'done'; data: T }
  | { state: 'failed'; message: string; forbidden: boolean }

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void] {
  const { i18n } = useLingui()
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' })
  const [round, setRound] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ state: 'done', data })
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return
        setResult({
          state: 'failed',
          message: errorMessage(i18n, failure, ADMIN_ERRORS),
          forbidden: failure instanceof ApiError && failure.code === 'admin.forbidden',
        })
      },
    )
    return () => controller.abort()
  }, [load, round, i18n])

  const reload = useCallback(() => setRound((value) => value + 1), [])
  return [result, reload]
}
