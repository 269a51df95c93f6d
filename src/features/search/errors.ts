// The search's texts for its error codes, shown under the grid when the server refuses a search
// (SearchStatus). The like button and the partner tiles say their own, without a code.
import { msg } from '@lingui/core/macro'
import type { ErrorTexts } from '../../ui/error-message'

export const SEARCH_ERRORS: ErrorTexts = {
  'search.invalid_country': msg`This country cannot be searched on this site.`,
  'search.invalid_age_range': msg`The lowest age must not be above the highest age.`,
  'search.login_required': msg`Please log in to search for members.`,
}
