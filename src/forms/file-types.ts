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

type FileTypeGroup = keyof typeof FILE_TYPE_GROUPS

const DEFAULT_FILE_TYPE_GROUPS: readonly FileTypeGroup[] = ['excel', 'image', 'pdf', 'text', 'video', 'word', 'svg']

/**
 * What an applicant's CV or motivation may be: the types the server recognises by content
 * (src/forms/uploads.ts), each with the extensions a browser may show; the first one is the
 * stored file's. The file picker's `accept` and its first check come from this same list.
 */
export const APPLICATION_UPLOAD_TYPES = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
} as const satisfies Record<string, readonly [string, ...string[]]>

export type ApplicationMimeType = keyof typeof APPLICATION_UPLOAD_TYPES

/** The extensions and types a file field takes. */
export type FileRule = { extensions: readonly string[]; mimeTypes: readonly string[] }

/** The rule of some file type groups. */
function fileRule(groups: readonly FileTypeGroup[]): FileRule {
  return {
    extensions: groups.flatMap((group) => FILE_TYPE_GROUPS[group].extensions),
    mimeTypes: groups.flatMap((group) => FILE_TYPE_GROUPS[group].mimeTypes),
  }
}

/** The default groups of SPEC 5. */
export const DEFAULT_FILE_RULE: FileRule = fileRule(DEFAULT_FILE_TYPE_GROUPS)

/** The application's upload fields: exactly what the server accepts. */
export const APPLICATION_FILE_RULE: FileRule = {
  extensions: Object.values(APPLICATION_UPLOAD_TYPES).flat(),
  mimeTypes: Object.keys(APPLICATION_UPLOAD_TYPES),
}

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase()

/** Whether a chosen file fits the rule, by its extension or its type. */
export function isAllowedFile(file: { name: string; type: string }, rule: FileRule = DEFAULT_FILE_RULE): boolean {
  return rule.extensions.includes(extensionOf(file.name)) || rule.mimeTypes.includes(file.type.toLowerCase())
}

/** The file input's `accept` attribute for the rule. */
export function acceptAttribute(rule: FileRule = DEFAULT_FILE_RULE): string {
  return [...rule.extensions.map((extension) => `.${extension}`), ...rule.mimeTypes].join(',')
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
