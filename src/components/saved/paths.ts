/** The page that lists the saved vacancies, and the endpoint it reads their current data from. */
export const SAVED_VACANCIES_PATH = '/bewaarde-vacatures'
export const SAVED_VACANCIES_API = '/api/saved-vacancies'
