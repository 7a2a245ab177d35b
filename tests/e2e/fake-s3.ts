import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A minimal S3-compatible endpoint for tests (path style: /<bucket>/<key>): PUT, GET, HEAD and
 * DELETE of whole objects, kept in memory. Signatures are not checked; the requests are recorded.
 */
export type FakeS3 = {
  endpoint: string
  objects: Map<string, { body: Buffer; contentType: string }>
  requests: Array<{ method: string; url: string }>
  close: () => Promise<void>
}

/** The payload of an `aws-chunked` body: `<hex size>[;chunk-signature=...]\r\n<data>\r\n`..., then trailers. */
function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset)
    if (lineEnd === -1) break
    const size = parseInt(body.subarray(offset, lineEnd).toString('latin1').split(';')[0], 16)
    if (!size) break
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map()
  const requests: FakeS3['requests'] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.test')
      const key = decodeURIComponent(url.pathname.replace(/^\/+/, ''))
      requests.push({ method: req.method ?? 'GET', url: req.url ?? '/' })
      const chunked =
        String(req.headers['content-encoding'] ?? '').includes('aws-chunked') ||
        String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')
      if (req.method === 'PUT') {
        const body = Buffer.concat(chunks)
        objects.set(key, {
          body: chunked ? decodeAwsChunked(body) : body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        })
        res.writeHead(200, { ETag: '"fake"' }).end()
        return
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204).end()
        return
      }
      const object = objects.get(key)
      if (!object) {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>')
        return
      }
      res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length, ETag: '"fake"' })
      res.end(req.method === 'HEAD' ? undefined : object.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
