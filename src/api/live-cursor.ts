// Where a member's live channel resumes: the id of the last event this browser has applied,
// per member (localStorage), sent as ?last_event_id= when the channel opens (api/live.ts).
// Apart from the channel, which loads after the first screen with the events' schemas, so
// that a page the server rendered can set where it starts (resumeFrom).
import { LOCAL_KEYS } from '../lib/storage-keys'

export const lastEventKey = (member: number) => `${LOCAL_KEYS.liveEventId}:${member}`

export function readLastId(member: number): number | null {
  try {
    const value = localStorage.getItem(lastEventKey(member))
    return value !== null && /^\d+$/.test(value) ? Number(value) : null
  } catch {
    return null
  }
}

export function writeLastId(member: number, id: number): void {
  try {
    localStorage.setItem(lastEventKey(member), String(id))
  } catch {
    // Storage full or blocked: the next start loads everything, which is only slower.
  }
}

/**
 * A page the server rendered for `member` shows what was so at event `id` (read before the
 * page's data). Its channel resumes there at the latest, so what happened while the page
 * travelled and its code loaded is replayed (a message that came meanwhile went missing from a
 * rendered chat list: the list took the page's answer, and a new channel starts at the newest
 * event). An earlier id of this browser's stays: it replays more, never less.
 */
export function resumeFrom(member: number, id: number): void {
  const last = readLastId(member)
  if (last === null || last > id) writeLastId(member, id)
}
