/**
 * robots.txt: crawlers stay out of the admin and editor actions ('/admin…'), the APIs and the
 * form endpoints, but may fetch the media: every og:image and article image is served from
 * '/api/media/file/…' (the longer Allow wins over the shorter Disallow).
 */
export const ROBOTS_DISALLOW = ['/admin', '/api/', '/actions/']
export const ROBOTS_ALLOW = ['/', '/api/media/file/']
