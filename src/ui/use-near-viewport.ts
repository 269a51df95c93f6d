// Whether an element has come near the viewport (within `margin`), for work a page can leave
// until it is scrolled towards: it stays true once reached. It looks only while `watch` is
// true (what sits above has its final height). Without IntersectionObserver (old browsers,
// the unit tests' DOM) it is true at once.
import { useEffect, useState, type RefObject } from 'react'

const observerSupported = () => typeof IntersectionObserver !== 'undefined'

export function useNearViewport(
  target: RefObject<Element | null>,
  { watch = true, margin = '600px' }: { watch?: boolean; margin?: string } = {},
): boolean {
  const [near, setNear] = useState(() => !observerSupported())
  useEffect(() => {
    const element = target.current
    if (near || !watch || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [target, margin, near, watch])
  return near
}
