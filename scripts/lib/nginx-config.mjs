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

    upstream fanclash_app {
${upstreams.map((u) => `        server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
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
