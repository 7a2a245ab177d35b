/**
 * File type groups of the file field (SPEC 5). The browser's name and type are only a first
 * check for the visitor's sake; the server decides by the file's content.
 */
const FILE_TYPE_GROUPS = {
  excel: {
    extensions: ['xls', 'xlsx', 'csv', 'ods'],
    mimeTypes: [
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
      'application/vnd.oasis.opendocument.spreadsheet',
    ],
  },
  image: {
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'],
  },
  pdf: { extensions: ['pdf'], mimeTypes: ['application/pdf'] },
  text: { extensions: ['txt', 'odt'], mimeTypes: ['text/plain', 'application/vnd.oasis.opendocument.text'] },
  video: {
    extensions: ['avi', 'mpeg', 'mpg', 'ogg', 'ogv', 'webm'],
    mimeTypes: ['video/x-msvideo', 'video/avi', 'video/mpeg', 'video/ogg', 'video/webm'],
  },
  word: {
    extensions: ['doc', 'docx'],
    mimeTypes: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  svg: { extensions: ['svg'], mimeTypes: ['image/svg+xml'] },
} as const

export type FileTypeGroup = keyof typeof FILE_TYPE_GROUPS

export const DEFAULT_FILE_TYPE_GROUPS: readonly FileTypeGroup[] = [
  'excel',
  'image',
  'pdf',
  'text',
  'video',
  'word',
  'svg',
]

/** What an applicant's CV or motivation may be. */
export const APPLICATION_FILE_TYPE_GROUPS: readonly FileTypeGroup[] = ['pdf', 'word', 'image']

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase()

/** Whether a chosen file belongs to one of the groups, by its extension or its type. */
export function isAllowedFile(
  file: { name: string; type: string },
  groups: readonly FileTypeGroup[] = DEFAULT_FILE_TYPE_GROUPS,
): boolean {
  const extension = extensionOf(file.name)
  const type = file.type.toLowerCase()
  return groups.some((group) => {
    const { extensions, mimeTypes } = FILE_TYPE_GROUPS[group]
    return (extensions as readonly string[]).includes(extension) || (mimeTypes as readonly string[]).includes(type)
  })
}

/** The file input's `accept` attribute for the groups. */
export function acceptAttribute(groups: readonly FileTypeGroup[] = DEFAULT_FILE_TYPE_GROUPS): string {
  return groups
    .flatMap((group) => [
      ...FILE_TYPE_GROUPS[group].extensions.map((extension) => `.${extension}`),
      ...FILE_TYPE_GROUPS[group].mimeTypes,
    ])
    .join(',')
}

/** A file size as Dutch readers write it: '840 kB', '1,2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`
}

/** The file field's states (SPEC 4). */
export type FileFieldState =
  | { kind: 'empty' }
  | { kind: 'chosen'; name: string; size: number }
  | { kind: 'existing'; name: string }
  | { kind: 'cleared' }

export type FileFieldEvent = { type: 'choose'; name: string; size: number } | { type: 'clear' }

/** Choosing replaces whatever was there; clearing a file that existed before leaves 'cleared'. */
export function nextFileFieldState(state: FileFieldState, event: FileFieldEvent, hadExisting: boolean): FileFieldState {
  if (event.type === 'choose') return { kind: 'chosen', name: event.name, size: event.size }
  if (state.kind === 'empty') return state
  return hadExisting ? { kind: 'cleared' } : { kind: 'empty' }
}
