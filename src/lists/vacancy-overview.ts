/**
 * What the vacancy overview's controls do, as one pure reducer: the search text as typed, the
 * state the URL shows, and how the last change enters the history. The client component renders
 * from it and writes the URL and loads the list after each change; nothing is mirrored elsewhere.
 */
import {
  buildVacanciesHref,
  changeFilter,
  changeOrderOrDistance,
  changePage,
  changeSearch,
  clearFilters,
  type HistoryMode,
  type VacancyFilterKey,
  type VacancyListState,
  type VacancyNavigation,
} from './vacancy-url'

export type OverviewView = {
  /** The search box's text, as typed (the URL gets it trimmed, throttled). */
  text: string
  /** The distance filter's place, as typed (applied throttled, like the search). */
  place: string
  /** The state the URL shows and the list is loaded for. */
  state: VacancyListState
  href: string
  /** How the last change entered the history: 'none' for the first render and back/forward. */
  history: HistoryMode | 'none'
  /** Counts the changes. */
  version: number
  /** The list the server rendered with the page is the one of `state`: nothing to load. */
  fromServer: boolean
}

export type OverviewAction =
  | { type: 'type'; text: string }
  | { type: 'search' }
  | { type: 'typePlace'; text: string }
  /** The place typed so far becomes the distance filter's place. */
  | { type: 'place' }
  | { type: 'filter'; key: VacancyFilterKey; value: string }
  /** 'Sorteer op', the distance filter (place, radius) or 'Salaris vanaf' changed. */
  | { type: 'order'; change: Partial<Pick<VacancyListState, 'sort' | 'near' | 'km' | 'salaris'>> }
  | { type: 'page'; page: number }
  | { type: 'clear' }
  /** Back or forward reached another URL of the overview. */
  | { type: 'restore'; state: VacancyListState }
  /** The server rendered the page (again), with this state and its list. */
  | { type: 'server'; state: VacancyListState; address?: OverviewAddress }

/**
 * The browser's address when a server render is shown, beside the URL that render was made for
 * (the requested query, before the filter values were spelled as the options spell them).
 */
export type OverviewAddress = { requested: string; current: VacancyListState }

function restored(state: VacancyListState, path: string, version: number): OverviewView {
  return {
    text: state.search,
    place: state.near,
    state,
    href: buildVacanciesHref(state, path),
    history: 'none',
    version,
    fromServer: false,
  }
}

/**
 * The view a server render starts from. The address decides: back from another page, Next's
 * router shows the render the history entry was first made with, while the controls have since
 * written another URL into that entry; then the state of the address is shown and its list loaded.
 */
export function initialOverview(state: VacancyListState, path: string, address?: OverviewAddress): OverviewView {
  if (address && buildVacanciesHref(address.current, path) !== address.requested)
    return restored(address.current, path, 0)
  return {
    text: state.search,
    place: state.near,
    state,
    href: buildVacanciesHref(state, path),
    history: 'none',
    version: 0,
    fromServer: true,
  }
}

function go(
  view: OverviewView,
  { href, history, state }: VacancyNavigation,
  { text = view.text, place = view.place }: { text?: string; place?: string } = {},
): OverviewView {
  // The same URL again (a space typed, a value chosen twice) changes nothing but the texts.
  if (href === view.href) return text === view.text && place === view.place ? view : { ...view, text, place }
  return { text, place, state, href, history, version: view.version + 1, fromServer: false }
}

/** The overview's next view for a control's action; `path` is the overview's own path. */
export function overviewReducer(path: string) {
  return (view: OverviewView, action: OverviewAction): OverviewView => {
    switch (action.type) {
      case 'type':
        return action.text === view.text ? view : { ...view, text: action.text }
      case 'search':
        return go(view, changeSearch(view.state, view.text, path))
      case 'typePlace':
        return action.text === view.place ? view : { ...view, place: action.text }
      case 'place':
        return go(
          view,
          changeOrderOrDistance({ ...view.state, search: view.text.trim() }, { near: view.place.trim() }, path),
        )
      case 'filter':
        // The text typed so far goes along, so a choice never drops a search still waiting.
        return go(view, changeFilter({ ...view.state, search: view.text.trim() }, action.key, action.value, path))
      case 'order':
        return go(
          view,
          changeOrderOrDistance({ ...view.state, search: view.text.trim() }, action.change, path),
          action.change.near === undefined ? {} : { place: action.change.near },
        )
      case 'page':
        return go(view, changePage(view.state, action.page, path))
      case 'clear':
        return go(view, clearFilters(path), { text: '', place: '' })
      case 'server': {
        const next = initialOverview(action.state, path, action.address)
        if (next.href === view.href && next.fromServer === view.fromServer) return view
        return { ...next, version: view.version + 1 }
      }
      case 'restore': {
        if (buildVacanciesHref(action.state, path) === view.href) return view
        return restored(action.state, path, view.version + 1)
      }
    }
  }
}
