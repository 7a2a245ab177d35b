import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

export const TeamBlock: Block = {
  slug: 'team',
  dbName: ({ tableName }) => `${tableName}_team`,
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Teams' },
  fields: [
    { name: 'blockTag', type: 'text', label: 'Tag' },
    { name: 'blockHeader', type: 'text', label: 'Kop', required: true },
    linkField({ name: 'blockEmployeeLink', label: 'Link naar alle medewerkers' }),
    {
      name: 'blockTeam',
      type: 'relationship',
      relationTo: 'employees',
      hasMany: true,
      label: 'Medewerkers',
      required: true,
    },
  ],
}
