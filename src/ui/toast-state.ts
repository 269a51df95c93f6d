// Toasts (spec §1, §9): shown at top-end, gone after 5000 ms unless they carry an action
// the member must choose (then they stay until clicked or closed).
import { atom } from 'jotai'
import { store } from '../lib/store'

export const TOAST_TIMEOUT_MS = 5000

export type ToastKind = 'info' | 'success' | 'danger'

export interface Toast {
  id: number
  kind: ToastKind
  title?: string
  body: string
  action?: { label: string; run: () => void }
  /** A page to go to (a link, not a button): the toast still goes after its time. */
  link?: { label: string; to: string }
  /** null keeps the toast until the member closes it. */
  timeoutMs: number | null
}

export const toastsAtom = atom<Toast[]>([])

let nextId = 1

export function dismissToast(id: number): void {
  store.set(toastsAtom, (list) => list.filter((toast) => toast.id !== id))
}

export function showToast(
  toast: Omit<Toast, 'id' | 'timeoutMs'> & { timeoutMs?: number | null },
): number {
  const id = nextId++
  const timeoutMs =
    toast.timeoutMs === undefined ? (toast.action ? null : TOAST_TIMEOUT_MS) : toast.timeoutMs
  store.set(toastsAtom, (list) => [...list, { ...toast, id, timeoutMs }])
  if (timeoutMs !== null) setTimeout(() => dismissToast(id), timeoutMs)
  return id
}
