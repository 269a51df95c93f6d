// The cookie page's list (storage-list.ts): every cookie, storage key, database and cache the
// site keeps in this browser, grouped by where it lives, each with why and for how long. The
// developer tools' switches are listed only where those tools are on.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { settingsAtom } from '../../session'
import { STORAGE_ITEMS, type StorageKind } from './storage-list'

const KINDS: readonly { kind: StorageKind; title: MessageDescriptor }[] = [
  { kind: 'cookie', title: msg`Cookies` },
  { kind: 'localStorage', title: msg`Local storage` },
  { kind: 'sessionStorage', title: msg`Session storage (this tab only)` },
  { kind: 'indexedDB', title: msg`Databases on your device (IndexedDB)` },
  { kind: 'cache', title: msg`Offline copies (the service worker’s caches)` },
]

export function StorageList() {
  const { i18n, t } = useLingui()
  const devTools = useAtomValue(settingsAtom)?.dev_tools ?? false
  const items = STORAGE_ITEMS.filter((item) => devTools || !item.developer)
  return (
    <section className="storage-list" aria-label={t`What we keep in your browser`}>
      {KINDS.map(({ kind, title }) => (
        <div key={kind} data-kind={kind}>
          <h2>{i18n._(title)}</h2>
          <dl>
            {items
              .filter((item) => item.kind === kind)
              .map((item) => (
                <div key={item.name} className="storage-item" data-name={item.name}>
                  <dt>
                    <code>{item.name}</code>
                  </dt>
                  <dd>{i18n._(item.purpose)}</dd>
                  <dd className="storage-lifetime">
                    {t`Kept:`} {i18n._(item.lifetime)}
                  </dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </section>
  )
}
