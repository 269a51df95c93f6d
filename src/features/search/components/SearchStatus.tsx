// What the search says about itself under the grid: loading, offline with cached results,
// a failed call with a retry (a refusal in the server's words, translated), no results
// (suggest wider filters), or everything loaded. Offline it is the page's one note: its retry stands for the next page too.
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '../../../api/errors'
import { errorMessage } from '../../../ui/error-message'
import { SEARCH_ERRORS } from '../errors'
import type { MemberSearch } from '../use-member-search'

export function SearchStatus({ search }: { search: MemberSearch }) {
  const { i18n } = useLingui()
  const { list, loading, failure } = search
  const count = list?.ids.length ?? 0
  const cached = count > 0

  if (failure) {
    return (
      <div
        className={failure.offline && cached ? 'notice search-status' : 'alert search-status'}
        role="status"
        data-testid="search-failure"
      >
        {failure.offline && cached ? (
          <p>
            <Trans>You are offline. These are the results from your last visit.</Trans>
          </p>
        ) : failure.offline ? (
          <p>
            <Trans>You are offline. Search again when you have a connection.</Trans>
          </p>
        ) : failure.error instanceof ApiError ? (
          // The server's refusal, in the member's words; else the plain note.
          <p>{errorMessage(i18n, failure.error, SEARCH_ERRORS)}</p>
        ) : (
          <p>
            <Trans>The search did not work this time.</Trans>
          </p>
        )}
        <button type="button" className="button button-small" onClick={failure.retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  if (loading !== null) {
    return (
      <p className="field-pending search-status" role="status">
        {loading === 'first' && cached ? (
          <Trans>Refreshing the results…</Trans>
        ) : (
          <Trans>Loading members…</Trans>
        )}
      </p>
    )
  }
  if (list && list.page > 0 && count === 0) {
    return (
      <div className="notice search-status search-empty" role="status">
        <p>
          <Trans>No members match these filters yet.</Trans>
        </p>
        <p>
          <Trans>Try a wider age range, both genders, or the whole country.</Trans>
        </p>
      </div>
    )
  }
  if (search.allLoaded) {
    return (
      <p className="search-status search-all-loaded" role="status">
        <Trans>You have seen all {count} members for these filters.</Trans>
      </p>
    )
  }
  return null
}
