// The choices of the profile's detail fields (GET /api/profile_fields.php), for the personal
// fields wherever they are edited (the signup step, the profile page). Spec §8: a failure is
// logged only; the fields then offer no choices until a later visit.
import { call } from '../api/call'
import { useSync } from '../api/use-sync'
import * as routes from '../contract/routes'
import type { AllowedValues } from '../contract/profile-fields'

export function useAllowedValues(): AllowedValues | null {
  const fields = useSync('profile-fields', {
    name: 'Loading the profile fields',
    fetch: (signal) => call(routes.profileFields, {}, { signal }),
  })
  return fields.data?.allowed_values ?? null
}
