import fs from 'node:fs'
import path from 'node:path'

/**
 * Everything this process writes from now on is readable by its own user only (files 0600,
 * folders 0700): the database, applicants' files, media. What an older version left more open
 * is closed: the data folder, the applicants' files and the database files.
 */
export function keepDataPrivate(dataDirectory: string): void {
  process.umask(0o077)
  const restrict = (target: string, mode: number) => fs.chmodSync(target, mode)
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
