import { nlVacancyFilters } from '@/i18n/browser'
import { nl } from '@/i18n/nl'
import { DEFAULT_DISTANCE_KM, DISTANCE_CHOICES_KM, MAX_QUERY_TEXT_LENGTH } from '@/lists/list-query'

import { SearchIcon } from './icons'

type Props = { action: string }

const field = 'h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-muted'

/**
 * 'Wat' and 'Waar' up front (the home page): a plain GET form to the overview, the same
 * parameters as its filter form, so it works alike with and without JavaScript.
 */
export function VacancySearchForm({ action }: Props) {
  const filters = nlVacancyFilters
  return (
    <form
      role="search"
      method="get"
      action={action}
      aria-labelledby="vacancy-search-title"
      className="mt-8 rounded-2xl bg-surface p-5 text-ink shadow-lg sm:p-6"
    >
      <h2 id="vacancy-search-title" className="mb-4 text-[length:var(--text-h3)]">
        {nl.home.searchTitle}
      </h2>
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <div>
          <label htmlFor="home-search" className="mb-2 block font-semibold">
            {filters.whatLabel}
            <span className="sr-only"> {filters.whatHint}</span>
          </label>
          <input
            id="home-search"
            type="search"
            name="search"
            placeholder={nl.home.whatPlaceholder}
            maxLength={MAX_QUERY_TEXT_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            className={field}
          />
        </div>
        <fieldset>
          <legend className="mb-2 block font-semibold">{filters.whereLegend}</legend>
          <div className="grid grid-cols-[1fr_auto] gap-2">
            <label htmlFor="home-near" className="sr-only">
              {filters.nearLabel}
            </label>
            <input
              id="home-near"
              type="text"
              name="near"
              placeholder={nl.home.wherePlaceholder}
              maxLength={MAX_QUERY_TEXT_LENGTH}
              autoComplete="off"
              className={field}
            />
            <label htmlFor="home-km" className="sr-only">
              {filters.distanceLabel}
            </label>
            <select id="home-km" name="km" defaultValue={DEFAULT_DISTANCE_KM} className={`${field} w-auto`}>
              {DISTANCE_CHOICES_KM.map((km) => (
                <option key={km} value={km}>
                  {filters.distanceOption(km)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <button type="submit" className="btn btn-primary h-12 justify-center gap-2">
          <SearchIcon />
          {nl.home.searchSubmit}
        </button>
      </div>
    </form>
  )
}
