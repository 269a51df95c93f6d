// The one poller (spec §4, §9): while a member is logged in, each feature's job runs every
// 60 s, or every 300 s when push is subscribed (a push says when something happened). The
// user job comes first; the others start 1 s after the member is present. Nothing runs while
// the page is hidden; when it shows again the jobs run at once (the others 1 s after). A
// logout (or another member) aborts what runs, stops the timers and tells each job to drop
// what it kept for the member. The poller knows neither the session nor a feature: boot
// hands it the jobs and the member's watch (src/session/user-polling.ts). Jobs the live
// channel feeds (`live`) poll only while it is not open, after their first round.

export const POLL_MS = 60_000
export const POLL_PUSH_MS = 300_000
/** Spec §4: "chat and likes polling start 1 second later" than the user's. */
export const FOLLOW_DELAY_MS = 1000

export function pollInterval(pushSubscribed: boolean): number {
  return pushSubscribed ? POLL_PUSH_MS : POLL_MS
}

export interface PollJob {
  name: string
  /** Starts 1 s after the member is present (every job but the user's). */
  follows?: boolean
  /**
   * The live channel brings what this job polls for: after its first round it polls only
   * while the channel is not open (DESIGN "Live data").
   */
  live?: boolean
  /** One round for `member`; its signal aborts on logout. Failures are the job's to report. */
  run(signal: AbortSignal, member: number): Promise<void>
  /** The member is gone: drop what the job keeps for them (a badge count, a listener). */
  end?(): void
}

/** Who is logged in, as the poller needs it. */
export interface PollMember {
  id: number
  pushSubscribed: boolean
}

export interface MemberWatch {
  current(): PollMember | null
  /** Calls `listener` on every change of the member or its push state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/**
 * A job whose code loads on its first run (its chunk may carry Dexie, which the start-up
 * bundle must not): `load` again after a failed import (offline before it was cached).
 */
export function lazyJob(
  name: string,
  load: () => Promise<PollJob>,
  options: { follows?: boolean; live?: boolean } = {},
): PollJob {
  let loaded: Promise<PollJob> | null = null
  return {
    name,
    follows: options.follows,
    live: options.live,
    async run(signal, member) {
      loaded ??= load().catch((error: unknown) => {
        loaded = null
        throw error
      })
      await (await loaded).run(signal, member)
    },
    end() {
      void loaded?.then((job) => job.end?.()).catch(() => undefined)
    },
  }
}

interface Slot {
  job: PollJob
  timer?: ReturnType<typeof setTimeout>
  running: boolean
  /** Date.now() when its last round ended; null before the first for this member. */
  lastRun: number | null
}

/** Whether the live channel is open, as the poller needs it (api/live.ts). */
export interface LiveWatch {
  isOpen(): boolean
  subscribe(listener: () => void): () => void
}

const NO_LIVE: LiveWatch = { isOpen: () => false, subscribe: () => () => undefined }

export function startPoller(
  jobs: readonly PollJob[],
  watch: MemberWatch,
  live: LiveWatch = NO_LIVE,
): () => void {
  const slots: Slot[] = jobs.map((job) => ({ job, running: false, lastRun: null }))
  let pushSubscribed = watch.current()?.pushSubscribed ?? false
  let member: number | null = null
  let controller = new AbortController()

  const hidden = () => document.visibilityState === 'hidden'
  const interval = () => pollInterval(watch.current()?.pushSubscribed ?? false)

  const schedule = (slot: Slot, delay: number) => {
    clearTimeout(slot.timer)
    if (member === null || hidden()) return
    slot.timer = setTimeout(() => void tick(slot), delay)
  }

  const tick = async (slot: Slot) => {
    clearTimeout(slot.timer)
    const owner = member
    if (owner === null || slot.running) return
    slot.running = true
    const { signal } = controller
    try {
      await slot.job.run(signal, owner)
    } catch (error) {
      if (!signal.aborted) console.error(`Polling ${slot.job.name} failed`, error)
    } finally {
      slot.running = false
      slot.lastRun = Date.now()
    }
    // A logout or another member meanwhile has its own schedule; the live channel feeds it.
    if (!signal.aborted && !(slot.job.live && live.isOpen())) schedule(slot, interval())
  }

  /** The channel opened: its jobs stop polling. It went down: they poll again. */
  const onLive = () => {
    for (const slot of slots) {
      if (!slot.job.live || slot.running || slot.lastRun === null) continue
      if (live.isOpen()) clearTimeout(slot.timer)
      else schedule(slot, Math.max(0, slot.lastRun + interval() - Date.now()))
    }
  }

  const stopAll = () => {
    controller.abort()
    controller = new AbortController()
    for (const slot of slots) clearTimeout(slot.timer)
  }

  /** Push came or went: a planned round moves to its last run plus the new interval. */
  const onPushChange = () => {
    const now = Date.now()
    for (const slot of slots) {
      if (slot.running || slot.lastRun === null || hidden()) continue
      if (slot.job.live && live.isOpen()) continue
      schedule(slot, Math.max(0, slot.lastRun + interval() - now))
    }
  }

  const onMember = () => {
    const current = watch.current()
    const id = current?.id ?? null
    if (id === member) {
      if ((current?.pushSubscribed ?? false) !== pushSubscribed) {
        pushSubscribed = !pushSubscribed
        onPushChange()
      }
      return
    }
    pushSubscribed = current?.pushSubscribed ?? false
    const had = member !== null
    stopAll()
    member = id
    if (had) for (const { job } of slots) job.end?.()
    if (member === null) return
    // The member was just fetched: the user job's first round waits one interval.
    const start = Date.now()
    for (const slot of slots) {
      slot.lastRun = slot.job.follows ? null : start
      schedule(slot, slot.job.follows ? FOLLOW_DELAY_MS : interval())
    }
  }

  /** Hidden: no timers. Shown: every job at once, the others 1 s after the user's. */
  const onVisibility = () => {
    for (const slot of slots) {
      if (hidden()) clearTimeout(slot.timer)
      else schedule(slot, slot.job.follows ? FOLLOW_DELAY_MS : 0)
    }
  }

  const unsubscribe = watch.subscribe(onMember)
  const unsubscribeLive = live.subscribe(onLive)
  document.addEventListener('visibilitychange', onVisibility)
  onMember()

  return () => {
    unsubscribe()
    unsubscribeLive()
    document.removeEventListener('visibilitychange', onVisibility)
    stopAll()
    if (member !== null) for (const { job } of slots) job.end?.()
    member = null
  }
}
