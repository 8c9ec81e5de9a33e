// The top-level nginx configuration `npm run start:cluster` writes for one run. The parts an
// operator would tune live in deploy/nginx/http.conf and deploy/nginx/site.conf, shared with
// deploy/compose.yaml.

/**
 * @param {{ listen: number, upstreams: string[], webRoot: string, siteConf: string, httpConf: string,
 *           runDir: string, workers: string, brotli: boolean }} options
 */
export function nginxConfig(options) {
  const { listen, upstreams, webRoot, siteConf, httpConf, runDir, workers, brotli } = options;
  // Started as root, nginx runs its workers as 'nobody', who cannot read a checkout in a
  // private folder (mktemp's 0700): they keep the starting user instead.
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return `# Written by scripts/start-cluster.mjs for this run; edit deploy/nginx/*.conf instead.
include /etc/nginx/modules-enabled/*.conf;
${asRoot ? 'user root;' : ''}
worker_processes ${workers};
# These machines allow 20,000 open files per process; each proxied socket takes two.
worker_rlimit_nofile 20000;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;

events {
    worker_connections 9900;
    multi_accept on;
}

http {
    include ${httpConf};
    ${brotli ? 'brotli_static on;' : '# brotli_static: module not installed; gzip_static still applies'}
    client_body_temp_path ${runDir}/temp/body;
    proxy_temp_path ${runDir}/temp/proxy;
    fastcgi_temp_path ${runDir}/temp/fastcgi;
    uwsgi_temp_path ${runDir}/temp/uwsgi;
    scgi_temp_path ${runDir}/temp/scgi;

    # max_fails=0: an instance is never set aside for a while; a refused connection (an instance
    # draining or restarting) moves each request on to the next one at once (proxy_next_upstream
    # in site.conf). With max_fails=1 fail_timeout=5s each worker set aside an instance that had
    # just come back from a restart, and when the other one began draining nginx answered
    # 'no live upstreams' (502) for over a minute (bench/RESULTS.md, rolling restart).
    upstream fanclash_app {
${upstreams.map((u) => `        server ${u} max_fails=0;`).join('\n')}
        keepalive 64;
    }

    server {
        # reuseport: the kernel spreads new connections evenly over the workers (each worker
        # holds at most worker_connections); backlog: a crowd reconnecting at once waits its turn.
        listen ${listen} reuseport backlog=8192;
        root ${webRoot};
        include ${siteConf};
    }
}
`;
}
