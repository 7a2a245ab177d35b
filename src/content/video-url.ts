/**
 * Recognises a video URL of the four providers of SPEC 2.3 and builds its embed address. Anything
 * else (other sites, playlists, channels, other schemes) is not a video and gives null.
 */
export type VideoProvider = 'youtube' | 'vimeo' | 'dailymotion' | 'coub'

export type Video = {
  provider: VideoProvider
  id: string
  /** Start position in seconds, when the URL asks for one. */
  start?: number
  /** Vimeo's privacy hash of an unlisted video. */
  hash?: string
}

/** Provider names as shown to visitors (brand names, the same in every language). */
export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  dailymotion: 'Dailymotion',
  coub: 'Coub',
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d+$/
const VIMEO_HASH = /^[0-9a-f]{6,}$/i
const DAILYMOTION_ID = /^[A-Za-z0-9]{5,}$/
const COUB_ID = /^[A-Za-z0-9]{4,}$/

/** Parses an absolute URL, allowing the scheme to be left out ('youtu.be/…', '//vimeo.com/…'). */
function toUrl(input: string): URL | null {
  const trimmed = input.trim()
  if (!trimmed) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** '90', '90s', '1m30s', '1h2m3s' → seconds; anything else → undefined. */
export function parseTimestamp(value: string | null | undefined): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) || undefined
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value)
  if (!match || !match[0]) return undefined
  const [, hours = '0', minutes = '0', seconds = '0'] = match
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) || undefined
}

const hashParams = (url: URL) => new URLSearchParams(url.hash.replace(/^#/, ''))

const segmentsOf = (url: URL) => url.pathname.split('/').filter(Boolean)

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m|music)\./, '')

function withStart(video: Video, start: number | undefined): Video {
  return start ? { ...video, start } : video
}

function parseYoutube(url: URL, host: string): Video | null {
  const segments = segmentsOf(url)
  let id: string | null | undefined
  if (host === 'youtu.be') id = segments[0]
  else if (segments[0] === 'watch') id = url.searchParams.get('v') ?? segments[1]
  else if (['embed', 'v', 'e', 'shorts', 'live'].includes(segments[0] ?? '')) id = segments[1]
  if (!id || !YOUTUBE_ID.test(id)) return null
  const start = parseTimestamp(url.searchParams.get('t') ?? url.searchParams.get('start') ?? hashParams(url).get('t'))
  return withStart({ provider: 'youtube', id }, start)
}

function parseVimeo(url: URL, host: string): Video | null {
  const segments = segmentsOf(url)
  // player.vimeo.com/video/ID, vimeo.com/ID[/HASH], vimeo.com/channels/NAME/ID,
  // vimeo.com/groups/NAME/videos/ID, vimeo.com/album|showcase/N/video/ID, vimeo.com/manage/videos/ID
  let index = -1
  if (host === 'player.vimeo.com') index = segments[0] === 'video' ? 1 : -1
  else if (segments[0] === 'channels') index = 2
  else if (segments[0] === 'groups' && segments[2] === 'videos') index = 3
  else if ((segments[0] === 'album' || segments[0] === 'showcase') && segments[2] === 'video') index = 3
  else if (segments[0] === 'manage' && segments[1] === 'videos') index = 2
  else if (segments[0] === 'video') index = 1
  else index = 0
  const id = segments[index]
  if (!id || !VIMEO_ID.test(id)) return null
  const after = segments[index + 1]
  const hash = url.searchParams.get('h') ?? (after && VIMEO_HASH.test(after) ? after : undefined)
  const video: Video = { provider: 'vimeo', id, ...(hash ? { hash } : {}) }
  return withStart(video, parseTimestamp(hashParams(url).get('t')))
}

function parseDailymotion(url: URL, host: string): Video | null {
  const segments = segmentsOf(url)
  let raw: string | null | undefined
  if (host === 'dai.ly') raw = segments[0]
  else if (host === 'geo.dailymotion.com') raw = url.searchParams.get('video')
  else if (segments[0] === 'video') raw = segments[1]
  else if ((segments[0] === 'embed' || segments[0] === 'swf') && segments[1] === 'video') raw = segments[2]
  else raw = hashParams(url).get('video')
  // Old page addresses carry the title after an underscore: /video/x7tgad0_some-title.
  const id = raw?.split('_')[0]
  if (!id || !DAILYMOTION_ID.test(id)) return null
  return withStart({ provider: 'dailymotion', id }, parseTimestamp(url.searchParams.get('start')))
}

function parseCoub(url: URL): Video | null {
  const [kind, id] = segmentsOf(url)
  if (!['view', 'embed'].includes(kind ?? '') || !id || !COUB_ID.test(id)) return null
  return { provider: 'coub', id }
}

/** The video a URL points to, or null when it is not a recognised video URL. */
export function parseVideoUrl(input: string | null | undefined): Video | null {
  const url = input ? toUrl(input) : null
  if (!url) return null
  const host = hostOf(url)
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') return parseYoutube(url, host)
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return parseVimeo(url, host)
  if (host === 'dailymotion.com' || host === 'dai.ly' || host === 'geo.dailymotion.com')
    return parseDailymotion(url, host)
  if (host === 'coub.com') return parseCoub(url)
  return null
}

/**
 * The player address to load in the iframe, with privacy-friendly hosts where the provider has
 * them, and autoplay so that the visitor's one click starts the video.
 */
export function buildVideoEmbedUrl(video: Video, { autoplay = true } = {}): string {
  const play = autoplay ? '1' : '0'
  switch (video.provider) {
    case 'youtube': {
      const params = new URLSearchParams({ autoplay: play, rel: '0' })
      if (video.start) params.set('start', String(video.start))
      return `https://www.youtube-nocookie.com/embed/${video.id}?${params}`
    }
    case 'vimeo': {
      const params = new URLSearchParams({ autoplay: play, dnt: '1' })
      if (video.hash) params.set('h', video.hash)
      return `https://player.vimeo.com/video/${video.id}?${params}${video.start ? `#t=${video.start}s` : ''}`
    }
    case 'dailymotion': {
      const params = new URLSearchParams({ autoplay: play })
      if (video.start) params.set('start', String(video.start))
      return `https://www.dailymotion.com/embed/video/${video.id}?${params}`
    }
    case 'coub':
      return `https://coub.com/embed/${video.id}?${new URLSearchParams({ autostart: autoplay ? 'true' : 'false', muteAudio: '0' })}`
  }
}
