/**
 * An nginx of the benchmark's own (never the system's service): docs/operations.md's proxy cache in front
 * of the app on one port, and the same page as a static file on the next, both on 127.0.0.1, with
 * a temporary prefix for its configuration, cache, logs and pid file.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']

function findNginx() {
  return CANDIDATES.find((candidate) => candidate && fs.existsSync(candidate)) ?? null
}

/**
 * The `location /` of docs/operations.md (Scale-out) for plain HTTP on 127.0.0.1.
 * @param {{ prefix: string, upstreamPort: number, proxyPort: number, filePort: number }} ports
 */
function config({ prefix, upstreamPort, proxyPort, filePort }) {
  return `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; }
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=koers:50m max_size=2g inactive=1h use_temp_path=off;
  upstream koers {
    server 127.0.0.1:${upstreamPort};
    keepalive 32;
  }
  map $http_cookie $koers_editor {
    default                 0;
    ~*payload-token=        1;
    ~*koers-editor=         1;
    ~*__prerender_bypass=   1;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    gzip on;
    gzip_types text/css application/javascript application/json application/xml image/svg+xml;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    location / {
      proxy_pass http://koers;
      proxy_cache koers;
      proxy_set_header Accept-Encoding "";
      proxy_ignore_headers Vary;
      proxy_cache_key "$scheme$host$request_uri|$http_rsc|$http_next_router_prefetch|$http_next_router_segment_prefetch";
      proxy_cache_bypass $koers_editor;
      proxy_no_cache $koers_editor;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      add_header X-Cache $upstream_cache_status always;
    }
  }
  server {
    listen 127.0.0.1:${filePort};
    gzip on;
    root ${prefix}/files;
  }
}
`
}

/**
 * Starts nginx with the proxy cache on `proxyPort` (in front of 127.0.0.1:`upstreamPort`) and
 * `files` ({ name: contents }) served as static files on `proxyPort + 1`.
 * @param {{ upstreamPort: number, proxyPort: number, files: Record<string, string> }} options
 */
export async function startNginx({ upstreamPort, proxyPort, files }) {
  const nginx = findNginx()
  if (!nginx) return null
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-nginx-'))
  // Started by root, nginx's workers run as an unprivileged user, which must read the files.
  fs.chmodSync(prefix, 0o755)
  const filePort = proxyPort + 1
  fs.mkdirSync(path.join(prefix, 'files'), { mode: 0o755 })
  for (const [name, contents] of Object.entries(files)) fs.writeFileSync(path.join(prefix, 'files', name), contents)
  const configFile = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(configFile, config({ prefix, upstreamPort, proxyPort, filePort }))
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', configFile]
  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx configuration: ${check.stderr}`)
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const proxyOrigin = `http://127.0.0.1:${proxyPort}`
  const fileOrigin = `http://127.0.0.1:${filePort}`
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await fetch(`${fileOrigin}/`)
      break
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    proxyOrigin,
    fileOrigin,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT')
        await new Promise((resolve) => child.once('exit', resolve))
      }
      fs.rmSync(prefix, { recursive: true, force: true })
    },
  }
}
