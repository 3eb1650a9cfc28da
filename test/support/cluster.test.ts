import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clusterSite, NGINX_SITE } from "./cluster";

const NGINX = process.env.CONTRAIL_NGINX ?? "/usr/sbin/nginx";

describe("deploy/nginx/contrail.conf as the cluster tests run it", () => {
  const site = clusterSite(readFileSync(NGINX_SITE, "utf8"), 18080, [18081, 18082, 18083]);

  it("keeps the file's upstream parameters for every instance and listens where asked", () => {
    const servers = site.match(/^\s*server\s+127\.0\.0\.1:\d+.*;$/gm)?.map((line) => line.trim());
    expect(servers).toEqual([18081, 18082, 18083].map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`));
    expect(site).toMatch(/^\s*listen 127\.0\.0\.1:18080;$/m);
    expect(site).toMatch(/keepalive_timeout 60s;/);
  });

  it("is a configuration Debian's nginx accepts (nginx -t)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "contrail-nginx-test-"));
    try {
      writeFileSync(path.join(dir, "contrail.conf"), site);
      writeFileSync(
        path.join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/contrail.conf;\n}\n`,
      );
      const result = spawnSync(NGINX, ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
      expect(result.error, "Debian's nginx is needed (apt-get install nginx)").toBeUndefined();
      expect(result.stderr).toMatch(/syntax is ok/);
      expect(result.status, result.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
