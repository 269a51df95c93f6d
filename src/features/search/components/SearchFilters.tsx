// The filters of the member search (spec §2, §3): gender, age, country and region — each only
// when the site lists it in search_fields; the country only when the site has more than one,
// the region only for one chosen country. From 640 px up they sit in a card and every change
// goes straight to the search. On phones (issue 9 §3) they fold into one summary line
// ("Women · 26–35 · Netherlands") that opens a bottom sheet with the same controls; the sheet
// edits a draft and "Show members" applies it and closes, so the results behind it are
// fetched once, not after every control. Phones never build the card's controls at all.
// "Verified members only" (issue 32 §1) is offered on every site; the order, newest active or
// nearest first (issue 32 §4), only to a member whose city is a known place.
import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { FilterOptions } from '../../../contract/search'
import { AGE_CHOICES, type SearchSort } from '../../../contract/search-rules'
import type { SettingsResponse } from '../../../contract/settings'
import { useEarlyInput } from '../../../ui/early-input'
import { Modal } from '../../../ui/Modal'
import { SelectField } from '../../../ui/SelectField'
import { useMediaQuery } from '../../../ui/use-media-query'
import { ageChoiceValue, ageRangeOf, customAgeLabel } from '../age-choice'
import { countryFilterShown, regionsOf } from '../countries'
import { sameFilters } from '../results'
import { useCountryOptions, useFilterLabels, useFilterSummary } from './use-filter-labels'

interface SearchFiltersProps {
  filters: FilterOptions
  settings: SettingsResponse
  /** features.profileSearch.searchAllCountries: offer "all countries". */
  allCountries: boolean
  /** The member's city is a known place: offer the nearest-first order. */
  distanceSort: boolean
  onChange: (filters: FilterOptions) => void
}

export function SearchFilters(props: SearchFiltersProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const summary = useFilterSummary(props.filters, props.settings)
  // The width where search.css shows the card instead of the summary line.
  const wide = useMediaQuery('(min-width: 640px)')
  return (
    <>
      <button
        type="button"
        className="search-summary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg
          className="search-summary-icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3 6h11M18 6h3M3 12h4M11 12h10M3 18h13M20 18h1" />
          <circle cx="16" cy="6" r="2" />
          <circle cx="9" cy="12" r="2" />
          <circle cx="18" cy="18" r="2" />
        </svg>
        <span className="visually-hidden">{t`Change search filters:`} </span>
        <span className="search-summary-text">{summary || t`Search filters`}</span>
      </button>
      {wide && <FilterControls {...props} className="search-filters search-filters-card card" />}
      <Modal open={open} variant="sheet" title={t`Search filters`} onClose={() => setOpen(false)}>
        <FilterDraft
          {...props}
          onApply={(draft) => {
            setOpen(false)
            if (!sameFilters(draft, props.filters)) props.onChange(draft)
          }}
        />
      </Modal>
    </>
  )
}

/** The sheet's controls: a draft of the filters, applied with one button. */
function FilterDraft({
  filters,
  onApply,
  ...rest
}: Omit<SearchFiltersProps, 'onChange'> & { onApply: (filters: FilterOptions) => void }) {
  const { t } = useLingui()
  const [draft, setDraft] = useState(filters)
  return (
    <FilterControls
      {...rest}
      filters={draft}
      onChange={setDraft}
      onSubmit={() => onApply(draft)}
      className="search-filters search-filters-sheet"
    >
      <button type="submit" className="button button-primary search-filters-apply">
        {t`Show members`}
      </button>
    </FilterControls>
  )
}

interface FilterControlsProps extends SearchFiltersProps {
  className: string
  onSubmit?: () => void
  children?: ReactNode
}

function FilterControls({
  filters,
  settings,
  allCountries,
  distanceSort,
  onChange,
  className,
  onSubmit,
  children,
}: FilterControlsProps) {
  const { t } = useLingui()
  const form = useEarlyInput()
  const labels = useFilterLabels(settings)
  const countries = useCountryOptions(settings, allCountries, filters.country)
  const fields = settings.search_fields
  const ageValue = ageChoiceValue(filters)
  const regions = regionsOf(filters.country, settings.region_data)
  const region = filters.countryregion === '0' ? '' : filters.countryregion

  return (
    <form
      {...form}
      className={className}
      aria-label={t`Search filters`}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit?.()
      }}
    >
      {fields.includes('gender') && (
        <SelectField
          label={t`Looking for`}
          name="gender"
          value={filters.gender}
          onValueChange={(value) =>
            onChange({ ...filters, gender: value as FilterOptions['gender'] })
          }
          empty={labels.gender['']}
          choices={[
            { value: 'male', label: labels.gender.male },
            { value: 'female', label: labels.gender.female },
          ]}
        />
      )}
      {fields.includes('age') && (
        <SelectField
          label={t`Age`}
          name="age"
          value={ageValue}
          onValueChange={(value) => {
            const range = ageRangeOf(value)
            if (range) onChange({ ...filters, ...range })
          }}
          choices={AGE_CHOICES.map((choice) => ({
            value: choice.key,
            label: labels.ageChoice(choice.key),
          }))}
        >
          {ageValue.startsWith('custom:') && (
            <option value={ageValue}>{customAgeLabel(filters)}</option>
          )}
        </SelectField>
      )}
      {fields.includes('country') && countryFilterShown(settings.countries) && (
        <SelectField
          label={t`Country`}
          name="country"
          value={filters.country}
          onValueChange={(value) => onChange({ ...filters, country: value, countryregion: '' })}
          choices={countries}
        />
      )}
      {fields.includes('countryregion') && regions.length > 0 && (
        <SelectField
          label={t`Region`}
          name="countryregion"
          value={region}
          onValueChange={(value) => onChange({ ...filters, countryregion: value })}
          empty={t`Whole country`}
          choices={regions.map((option) => ({ value: option.id, label: option.name }))}
        >
          {region !== '' && !regions.some((option) => option.id === region) && (
            <option value={region}>{region}</option>
          )}
        </SelectField>
      )}
      <label className="search-filters-check">
        <input
          type="checkbox"
          name="verified"
          checked={filters.verified === true}
          onChange={(event) => onChange({ ...filters, verified: event.target.checked })}
        />
        <span>{t`Verified members only`}</span>
      </label>
      <label className="search-filters-check">
        <input
          type="checkbox"
          name="online"
          checked={filters.online === true}
          onChange={(event) => onChange({ ...filters, online: event.target.checked })}
        />
        <span>{t`Online now`}</span>
      </label>
      {distanceSort && (
        <SelectField
          label={t`Sort by`}
          name="sort"
          value={filters.sort ?? 'newest'}
          onValueChange={(value) => onChange({ ...filters, sort: value as SearchSort })}
          choices={[
            { value: 'newest', label: t`Newest active` },
            { value: 'distance', label: t`Nearest` },
          ]}
        />
      )}
      {children}
    </form>
  )
}
