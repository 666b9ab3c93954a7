/** nginx for scripts/deploy-local.mjs: its configuration, written from the template, and the process. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startChild, stopChild } from "./children.mjs";

const templateFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "nginx.conf.template");

export function findNginx() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error("nginx is not installed (apt-get install nginx).");
}

/** The configuration for nginx on `listen`, in front of `ladlePorts`. */
export function renderNginxConfig({ listen, ladlePorts, nginxDir, logDir }) {
  const values = {
    // As root, nginx's workers would run as "nobody", which cannot write the state folder; locally
    // they run as whoever runs the script. A real server keeps Debian's www-data.
    USER_LINE: process.getuid?.() === 0 ? "user root root;" : "",
    NGINX_DIR: nginxDir,
    LOG_DIR: logDir,
    LISTEN: listen,
    LADLE_SERVERS: ladlePorts.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=10s;`).join("\n"),
  };
  return fs.readFileSync(templateFile, "utf8").replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: no value for {{${name}}}`);
    return values[name];
  });
}

/** Writes the configuration, has nginx check it, and starts nginx in the foreground. */
export function startNginx({ config, nginxDir, logDir }) {
  const nginx = findNginx();
  fs.mkdirSync(nginxDir, { recursive: true });
  const configFile = path.join(nginxDir, "nginx.conf");
  fs.writeFileSync(configFile, config);
  const args = ["-p", nginxDir, "-c", configFile];
  try {
    execFileSync(nginx, [...args, "-t", "-q"], { stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    throw new Error(`nginx refused ${configFile}:\n${error.stderr?.toString() ?? error.message}`);
  }
  const entry = startChild({ name: "nginx", command: nginx, args, logFile: path.join(logDir, "nginx.log") });
  // SIGQUIT is nginx's graceful stop: requests in flight finish first.
  entry.stop = () => stopChild(entry, "SIGQUIT", 15_000);
  return entry;
}
