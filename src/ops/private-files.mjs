/**
 * Plain JavaScript, so that `npm run restore` applies the same rule as the server without a build.
 */
import fs from 'node:fs'
import path from 'node:path'

/**
 * Everything this process writes from now on is readable by its own user only (files 0600,
 * folders 0700): the database, applicants' files, media. What an older version (or a restore) left
 * more open is closed: the data folder, the applicants' files, the database files and the local
 * demo's secret.
 * @param {string} dataDirectory
 */
export function keepDataPrivate(dataDirectory) {
  process.umask(0o077)
  /** @param {string} target @param {number} mode */
  const restrict = (target, mode) => fs.chmodSync(target, mode)
  if (!fs.existsSync(dataDirectory)) return
  restrict(dataDirectory, 0o700)
  const applicantFiles = path.join(/*turbopackIgnore: true*/ dataDirectory, 'application-files')
  if (fs.existsSync(applicantFiles)) {
    restrict(applicantFiles, 0o700)
    for (const name of fs.readdirSync(applicantFiles))
      restrict(path.join(/*turbopackIgnore: true*/ applicantFiles, name), 0o600)
  }
  for (const name of fs.readdirSync(dataDirectory))
    if (/\.db(-wal|-shm)?$/.test(name) || name === '.payload-secret')
      restrict(path.join(/*turbopackIgnore: true*/ dataDirectory, name), 0o600)
}
