import { createClient } from '@libsql/client'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'
import { drizzle } from 'drizzle-orm/libsql'
import { describe, expect, it } from 'vitest'

import { up } from '@/migrations/sqlite/20261126_140312_subject_slugs'

describe('the subject slug migration', () => {
  it('gives every existing subject a unique slug from its name', async () => {
    const client = createClient({ url: ':memory:' })
    await client.execute('CREATE TABLE `subjects` (`id` integer PRIMARY KEY NOT NULL, `title` text NOT NULL)')
    for (const title of ['Arbeidsmarkt', 'Carrière', 'Koers Groep', 'Carriere', '!!'])
      await client.execute({ sql: 'INSERT INTO `subjects` (`title`) VALUES (?)', args: [title] })
    await up({ db: drizzle(client) } as unknown as MigrateUpArgs)
    const { rows } = await client.execute('SELECT `id`, `slug` FROM `subjects` ORDER BY `id`')
    expect(rows.map((row) => row.slug)).toEqual([
      'arbeidsmarkt',
      'carriere',
      'koers-groep',
      'carriere-2',
      'onderwerp-5',
    ])
    await expect(client.execute("UPDATE `subjects` SET `slug` = 'arbeidsmarkt' WHERE `id` = 2")).rejects.toThrow()
    client.close()
  })
})
