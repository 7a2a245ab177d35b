/**
 * The PostgreSQL server the tests use (TEST_POSTGRES_URL), and the template database `npm test`
 * seeds once for the PostgreSQL integration run (TEST_POSTGRES_TEMPLATE, its media files in
 * TEST_POSTGRES_TEMPLATE_DIR): each run's database is a copy of it, made by PostgreSQL in a moment.
 */
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * The server's URL, on the database `name` (or the administrative one).
 * @param {string} [name]
 */
export function postgresUrl(name) {
  const url = new URL(process.env.TEST_POSTGRES_URL || DEFAULT_URL)
  if (name) url.pathname = `/${name}`
  return url.toString()
}
