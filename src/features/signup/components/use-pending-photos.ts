// The photos chosen at signup and not yet uploaded: each with a preview URL (revoked when it
// goes, and all of them when the step goes), and the set's upload key (Idempotency-Key). The
// key is made on the first try and kept across retries; any change to the set drops it, so
// a changed set is a new upload while a retried one cannot be stored twice.
import { useEffect, useRef, useState } from 'react'

export interface Pending {
  key: number
  file: File
  url: string
}

export function usePendingPhotos() {
  const [pending, setPending] = useState<Pending[]>([])
  const previews = useRef(new Set<string>())
  const nextKey = useRef(1)
  // The key of the current set of pending photos; a change to the set makes a new one.
  const uploadKey = useRef<string | null>(null)

  useEffect(() => {
    const urls = previews.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  const forget = (item: Pending) => {
    URL.revokeObjectURL(item.url)
    previews.current.delete(item.url)
  }

  const add = (files: readonly File[]) => {
    const added = files.map((file) => {
      const url = URL.createObjectURL(file)
      previews.current.add(url)
      return { key: nextKey.current++, file, url }
    })
    if (added.length > 0) uploadKey.current = null
    setPending((list) => [...list, ...added])
  }

  const remove = (item: Pending) => {
    forget(item)
    uploadKey.current = null
    setPending((list) => list.filter((other) => other.key !== item.key))
  }

  /** The set's upload key, made on the first try. */
  const key = () => (uploadKey.current ??= crypto.randomUUID())

  /** The set is uploaded: its previews and key go. */
  const clear = () => {
    uploadKey.current = null
    pending.forEach(forget)
    setPending([])
  }

  return { pending, add, remove, key, clear }
}
