import { describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_SERVICE_HOSTS, pushEndpointAllowed } from './push-hosts'

const allowed = (endpoint: string) => pushEndpointAllowed(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)

describe('pushEndpointAllowed', () => {
  it('takes the real push services and their subdomains', () => {
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc:APA91b')).toBe(true)
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/gAAAAA')).toBe(true)
    expect(allowed('https://web.push.apple.com/QGuQyavXutnMH')).toBe(true)
    expect(allowed('https://wns2-par02p.notify.windows.com/w/?token=BQYAAA')).toBe(true)
  })

  it('refuses other hosts, look-alikes, our own network and plain http', () => {
    for (const endpoint of [
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/send',
      'https://notfcm.googleapis.com/send',
      'https://127.0.0.1/push',
      'https://localhost:3000/api/user.php',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/abc',
      'not a url',
    ]) {
      expect(allowed(endpoint), endpoint).toBe(false)
    }
  })

  it('takes a listed loopback receiver over http (tests), and only that one', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4567/push/a', ['127.0.0.1'])).toBe(true)
    expect(pushEndpointAllowed('http://127.0.0.2:4567/push/a', ['127.0.0.1'])).toBe(false)
  })
})
