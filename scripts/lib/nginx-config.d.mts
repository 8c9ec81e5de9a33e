export interface NginxConfigOptions {
  readonly listen: number;
  readonly upstreams: readonly string[];
  readonly webRoot: string;
  readonly siteConf: string;
  readonly httpConf: string;
  readonly runDir: string;
  readonly workers: string;
  readonly brotli: boolean;
}
export function nginxConfig(options: NginxConfigOptions): string;
