// The member's verification on /profile, kept current and acted on. It is asked for when the
// section mounts, again when the member comes back to the page (an operator may have decided
// meanwhile), when the main photo changes (a verified member's state lapses) and when a pose
// runs out. Starting and sending answer the new state, shown at once.
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../api/errors'
import { usePolledSync } from '../../../api/use-sync'
import { VERIFICATION_POSE_MINUTES, type Verification } from '../../../contract/verification'
import { fetchVerification, sendSelfie, startVerification } from './verification-api'

/** Focus and visibility often come together: one reload for both. */
const RETURN_GAP_MS = 2_000

/** Codes that say the state on screen is old: it is asked for again. */
const STALE_CODES = new Set([
  'verification.pending',
  'verification.verified',
  'verification.no_pose',
])

/** The longest a pose waits (a clock far off the server's says more). */
const POSE_MS = VERIFICATION_POSE_MINUTES * 60_000

/** While a pose waits, ask again just after it runs out (the state becomes none). */
function untilPoseExpires(answer: Verification): number | null {
  if (answer.state !== 'posing' || answer.pose_expires_at === null) return null
  const left = Date.parse(answer.pose_expires_at) - Date.now()
  return Math.min(Math.max(left, 0), POSE_MS) + 1_000
}

/** Calls `reload` when the window gets focus back or the page shows again. */
function useReloadOnReturn(reload: () => void) {
  useEffect(() => {
    let last = Date.now()
    const back = () => {
      if (document.visibilityState === 'hidden' || Date.now() - last < RETURN_GAP_MS) return
      last = Date.now()
      reload()
    }
    window.addEventListener('focus', back)
    document.addEventListener('visibilitychange', back)
    return () => {
      window.removeEventListener('focus', back)
      document.removeEventListener('visibilitychange', back)
    }
  }, [reload])
}

/** `reload` when the main photo changes after the first render. */
function useReloadOnChange(value: string | null, reload: () => void) {
  const seen = useRef(value)
  useEffect(() => {
    if (seen.current === value) return
    seen.current = value
    reload()
  }, [value, reload])
}

export function useVerification(mainPhoto: string | null) {
  const { data, failure, put, reload } = usePolledSync('verification', {
    fetch: (signal) => fetchVerification(signal),
    every: untilPoseExpires,
    name: 'verification',
  })
  useReloadOnReturn(reload)
  useReloadOnChange(mainPhoto, reload)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const act = async (action: () => Promise<Verification>): Promise<boolean> => {
    setBusy(true)
    setError(null)
    try {
      put(await action())
      return true
    } catch (failed) {
      setError(failed)
      if (failed instanceof ApiError && STALE_CODES.has(failed.code)) reload()
      return false
    } finally {
      setBusy(false)
    }
  }

  const start = () => act(startVerification)

  const send = (selfie: Blob, key: string) =>
    act(async () => {
      setProgress(0)
      try {
        return await sendSelfie(selfie, key, setProgress)
      } finally {
        setProgress(null)
      }
    })

  return { verification: data, failure, busy, error, progress, start, send }
}
