// The notification settings: push on this device, push per type, message previews, and
// email per type and how often. Each change is saved at once (one PUT with that one setting);
// a failed save puts the control back and says why.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useSync } from '../../api/use-sync'
import {
  MAIL_FREQUENCIES,
  type MailFrequency,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '../../contract/notifications'
import { errorMessage } from '../../ui/error-message'
import { FormError } from '../../ui/FormError'
import { fetchNotificationSettings, saveNotificationSettings } from './api'
import { PushOnThisDevice } from './PushOnThisDevice'

type Flag = 'push_messages' | 'push_likes' | 'previews'
type Mail = 'mail_messages' | 'mail_likes'

function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string
  hint?: string | undefined
  checked: boolean
  disabled: boolean
  onChange: (value: boolean) => void
}) {
  const hintId = useId()
  return (
    <label className="switch-field">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {hint && (
          <span id={hintId} className="field-hint">
            {hint}
          </span>
        )}
      </span>
    </label>
  )
}

function Frequency({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string
  value: MailFrequency
  disabled: boolean
  onChange: (value: MailFrequency) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const names: Record<MailFrequency, string> = {
    immediately: t`Right away`,
    daily: t`Once a day`,
    never: t`Never`,
  }
  return (
    <div className="field notification-frequency">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as MailFrequency)}
      >
        {MAIL_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {names[frequency]}
          </option>
        ))}
      </select>
    </div>
  )
}

export function NotificationSettingsForm() {
  const { t, i18n } = useLingui()
  const loaded = useSync('notification-settings', {
    fetch: (signal) => fetchNotificationSettings(signal),
  })
  // What this visit changed (the server's answer to each save), over what was loaded.
  const [changed, setSettings] = useState<NotificationSettings | null>(null)
  const settings = changed ?? loaded.data ?? null
  const loadFailed = loaded.failure ? errorMessage(i18n, loaded.failure.error) : null
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const save = async (change: NotificationSettingsBody) => {
    if (!settings) return
    const before = settings
    setSettings({ ...settings, ...change })
    setSaving(true)
    setError(null)
    try {
      setSettings(await saveNotificationSettings(change))
    } catch (failure) {
      setSettings(before)
      setError(errorMessage(i18n, failure))
    } finally {
      setSaving(false)
    }
  }
  const flag = (key: Flag) => (value: boolean) => void save({ [key]: value })
  const mail = (key: Mail) => (value: MailFrequency) => void save({ [key]: value })
  const toggles: { key: Flag; label: string; hint?: string }[] = [
    { key: 'push_messages', label: t`New messages` },
    { key: 'push_likes', label: t`New likes` },
    {
      key: 'previews',
      label: t`Show the message text`,
      hint: t`Off: a notification says who wrote, not what — safer on a lock screen.`,
    },
  ]
  const mails: { key: Mail; label: string }[] = [
    { key: 'mail_messages', label: t`New messages` },
    { key: 'mail_likes', label: t`New likes` },
  ]

  return (
    <section className="card notification-settings" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">
        <Trans>Settings</Trans>
      </h2>
      <PushOnThisDevice />
      {settings === null ? (
        loadFailed === null ? (
          <p aria-busy="true" className="field-hint" />
        ) : (
          <FormError>{loadFailed}</FormError>
        )
      ) : (
        <>
          <section className="notification-settings-group" aria-labelledby="push-types-title">
            <h3 id="push-types-title">
              <Trans>Notify me of</Trans>
            </h3>
            {toggles.map((toggle) => (
              <Toggle
                key={toggle.key}
                label={toggle.label}
                hint={toggle.hint}
                checked={settings[toggle.key]}
                disabled={saving}
                onChange={flag(toggle.key)}
              />
            ))}
          </section>
          <section className="notification-settings-group" aria-labelledby="mail-title">
            <h3 id="mail-title">
              <Trans>Email</Trans>
            </h3>
            <p className="field-hint">
              <Trans>Only when you missed something and this device gets no notifications.</Trans>
            </p>
            {mails.map((item) => (
              <Frequency
                key={item.key}
                label={item.label}
                value={settings[item.key]}
                disabled={saving}
                onChange={mail(item.key)}
              />
            ))}
          </section>
        </>
      )}
      <FormError>{error}</FormError>
    </section>
  )
}
