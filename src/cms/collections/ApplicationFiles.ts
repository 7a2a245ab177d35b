import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { missingFileHandlers } from '@/cms/missing-file'
import { dataDirectory } from '@/cms/paths'
import { isEditor } from '@/data/access'
import { APPLICATION_UPLOAD_TYPES } from '@/forms/file-types'

/** CVs and motivation letters: stored outside the web root, readable by logged-in editors only. */
export const ApplicationFiles: CollectionConfig = {
  slug: 'applicationFiles',
  labels: { singular: 'Sollicitatiebestand', plural: 'Sollicitatiebestanden' },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  admin: { group: 'Inzendingen', defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'] },
  upload: {
    staticDir: path.join(dataDirectory, 'application-files'),
    handlers: missingFileHandlers(path.join(dataDirectory, 'application-files')),
    // Payload sees a Word 97-2003 file as its OLE container; the form endpoint checks it is Word.
    mimeTypes: [...Object.keys(APPLICATION_UPLOAD_TYPES), 'application/x-cfb'],
  },
  fields: [],
}
