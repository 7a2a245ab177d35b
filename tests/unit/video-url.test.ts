import { describe, expect, it } from 'vitest'

import { buildVideoEmbedUrl, parseTimestamp, parseVideoUrl, type Video } from '@/content/video-url'

const YT = 'dQw4w9WgXcQ'

const fixtures: Record<string, Array<[url: string, video: Video]>> = {
  youtube: [
    [`https://www.youtube.com/watch?v=${YT}`, { provider: 'youtube', id: YT }],
    [`https://youtube.com/watch?v=${YT}&list=PL123&index=2`, { provider: 'youtube', id: YT }],
    [`https://www.youtube.com/watch?feature=share&v=${YT}`, { provider: 'youtube', id: YT }],
    [`https://m.youtube.com/watch?v=${YT}`, { provider: 'youtube', id: YT }],
    [`https://music.youtube.com/watch?v=${YT}`, { provider: 'youtube', id: YT }],
    [`http://www.youtube.com/watch?v=${YT}`, { provider: 'youtube', id: YT }],
    [`www.youtube.com/watch?v=${YT}`, { provider: 'youtube', id: YT }],
    [`https://youtu.be/${YT}`, { provider: 'youtube', id: YT }],
    [`https://youtu.be/${YT}?si=abcDEF123`, { provider: 'youtube', id: YT }],
    [`youtu.be/${YT}`, { provider: 'youtube', id: YT }],
    [`https://www.youtube.com/embed/${YT}`, { provider: 'youtube', id: YT }],
    [`https://www.youtube-nocookie.com/embed/${YT}?rel=0`, { provider: 'youtube', id: YT }],
    [`https://www.youtube.com/v/${YT}?version=3`, { provider: 'youtube', id: YT }],
    [`https://www.youtube.com/e/${YT}`, { provider: 'youtube', id: YT }],
    [`https://www.youtube.com/shorts/${YT}`, { provider: 'youtube', id: YT }],
    [`https://www.youtube.com/live/${YT}?feature=shared`, { provider: 'youtube', id: YT }],
    [`https://youtu.be/${YT}?t=90`, { provider: 'youtube', id: YT, start: 90 }],
    [`https://www.youtube.com/watch?v=${YT}&t=1m30s`, { provider: 'youtube', id: YT, start: 90 }],
    [`https://www.youtube.com/watch?v=${YT}#t=45`, { provider: 'youtube', id: YT, start: 45 }],
    [`https://www.youtube.com/embed/${YT}?start=120`, { provider: 'youtube', id: YT, start: 120 }],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', { provider: 'youtube', id: 'aqz-KE-bpKQ' }],
  ],
  vimeo: [
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/8272103f6e', { provider: 'vimeo', id: '76979871', hash: '8272103f6e' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0',
      { provider: 'vimeo', id: '76979871', hash: '8272103f6e' },
    ],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/album/2222222/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/showcase/2222222/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/manage/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871#t=75s', { provider: 'vimeo', id: '76979871', start: 75 }],
    ['https://vimeo.com/76979871#t=1m15s', { provider: 'vimeo', id: '76979871', start: 75 }],
  ],
  dailymotion: [
    ['https://www.dailymotion.com/video/x7tgad0', { provider: 'dailymotion', id: 'x7tgad0' }],
    ['https://dailymotion.com/video/x7tgad0', { provider: 'dailymotion', id: 'x7tgad0' }],
    [
      'https://www.dailymotion.com/video/x2jvvep_coup-incroyable-pour-un-robot_news',
      { provider: 'dailymotion', id: 'x2jvvep' },
    ],
    ['https://www.dailymotion.com/embed/video/x7tgad0', { provider: 'dailymotion', id: 'x7tgad0' }],
    ['https://www.dailymotion.com/swf/video/x7tgad0', { provider: 'dailymotion', id: 'x7tgad0' }],
    ['https://dai.ly/x7tgad0', { provider: 'dailymotion', id: 'x7tgad0' }],
    ['https://geo.dailymotion.com/player.html?video=x7tgad0', { provider: 'dailymotion', id: 'x7tgad0' }],
    ['https://geo.dailymotion.com/player/xtv3w.html?video=x7tgad0', { provider: 'dailymotion', id: 'x7tgad0' }],
    ['https://www.dailymotion.com/koersgroep#video=x7tgad0', { provider: 'dailymotion', id: 'x7tgad0' }],
    ['https://www.dailymotion.com/video/x7tgad0?start=30', { provider: 'dailymotion', id: 'x7tgad0', start: 30 }],
  ],
  coub: [
    ['https://coub.com/view/2pc24rpb', { provider: 'coub', id: '2pc24rpb' }],
    ['https://www.coub.com/view/2pc24rpb', { provider: 'coub', id: '2pc24rpb' }],
    ['https://coub.com/embed/2pc24rpb', { provider: 'coub', id: '2pc24rpb' }],
    ['https://coub.com/embed/2pc24rpb?muteAudio=false&autostart=false', { provider: 'coub', id: '2pc24rpb' }],
  ],
}

describe('video URL recognition', () => {
  for (const [provider, cases] of Object.entries(fixtures)) {
    describe(provider, () => {
      it.each(cases)('%s', (url, video) => {
        expect(parseVideoUrl(url)).toEqual(video)
      })
    })
  }

  it.each([
    '',
    '   ',
    'geen url',
    'https://www.example.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>',
    'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs',
    'https://www.youtube.com/@koersgroep',
    'https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA',
    'https://vimeo.com/koersgroep',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/api/player.js',
    'https://www.dailymotion.com/koersgroep',
    'https://www.dailymotion.com/video/',
    'https://coub.com/koersgroep',
    'https://coub.com/view/',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'data:text/html,youtube.com/watch?v=dQw4w9WgXcQ',
  ])('does not recognise %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })

  it('reads timestamps in seconds and h/m/s form', () => {
    expect(parseTimestamp('90')).toBe(90)
    expect(parseTimestamp('90s')).toBe(90)
    expect(parseTimestamp('1h2m3s')).toBe(3723)
    expect(parseTimestamp('0')).toBeUndefined()
    expect(parseTimestamp('abc')).toBeUndefined()
    expect(parseTimestamp('')).toBeUndefined()
  })
})

describe('video embed URL', () => {
  it('uses YouTube without cookies, with the start time', () => {
    expect(buildVideoEmbedUrl({ provider: 'youtube', id: YT, start: 90 })).toBe(
      `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&rel=0&start=90`,
    )
  })

  it('passes Vimeo the privacy hash and asks it not to track', () => {
    expect(buildVideoEmbedUrl({ provider: 'vimeo', id: '76979871', hash: '8272103f6e', start: 75 })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=8272103f6e#t=75s',
    )
  })

  it('builds Dailymotion and Coub players', () => {
    expect(buildVideoEmbedUrl({ provider: 'dailymotion', id: 'x7tgad0' }, { autoplay: false })).toBe(
      'https://www.dailymotion.com/embed/video/x7tgad0?autoplay=0',
    )
    expect(buildVideoEmbedUrl({ provider: 'coub', id: '2pc24rpb' })).toBe(
      'https://coub.com/embed/2pc24rpb?autostart=true&muteAudio=0',
    )
  })
})
