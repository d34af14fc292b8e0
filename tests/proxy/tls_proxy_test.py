#!/usr/bin/python3
"""plyroom-server behind Debian's nginx over TLS, with the proxy settings Plyroom ships.

The test makes a self-signed certificate (openssl), runs nginx unprivileged in a folder of its
own (prefix, pid, temporary paths and error log there, ports above 1024) with
docker/nginx/plyroom-proxy.conf, and the server on loopback with --trusted-proxy 127.0.0.1 and
--max-connections-per-ip 2. Then, through the proxy only:

- the page loads over https://, with the server's own headers;
- a page's WebSocket upgrades over wss:// (its Origin is the proxy's https:// origin) and the
  server answers hello;
- the per-address limit counts each client, not the proxy: a third connection from 127.0.0.1
  is refused while one from 127.0.0.2, through the same proxy, is taken;
- /metrics is not served through the proxy.

    tls_proxy_test.py PLYROOM_SERVER_BINARY
Exit status 0 when all of that held.
"""

import asyncio
import json
import os
import pathlib
import socket
import ssl
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

import websockets

ROOT = pathlib.Path(__file__).resolve().parents[2]
PROXY_CONF = ROOT / "docker" / "nginx" / "plyroom-proxy.conf"
PATIENCE = 60  # seconds; the sanitizer build is slow
HOST = "127.0.0.1"
OTHER_CLIENT = "127.0.0.2"  # another loopback address: another client to the proxy


def free_port():
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def wait_for(ready, what, process):
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        if ready():
            return
        if process.poll() is not None:
            raise SystemExit("%s ended at start (exit %s)" % (what, process.returncode))
        time.sleep(0.02)
    raise SystemExit("%s did not start within %d s" % (what, PATIENCE))


def make_certificate(folder):
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=" + HOST, "-addext", "subjectAltName=IP:" + HOST,
                    "-keyout", str(folder / "key.pem"), "-out", str(folder / "cert.pem")],
                   check=True, capture_output=True)


def start_server(binary, folder):
    port_file = folder / "port"
    server = subprocess.Popen([binary, "--port", "0", "--address", HOST,
                               "--db", str(folder / "plyroom.db"), "--port-file", str(port_file),
                               "--log-level", "warn", "--trusted-proxy", HOST,
                               "--max-connections-per-ip", "2"])
    wait_for(lambda: port_file.exists() and port_file.read_text().strip(), "plyroom-server",
             server)
    return server, int(port_file.read_text())


def start_nginx(folder, server_port, https_port):
    """nginx as this user: everything it writes is in `folder`, its ports are above 1024."""
    conf = folder / "nginx.conf"
    temp = "".join("    %s_temp_path %s;\n" % (kind, folder / kind)
                   for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    conf.write_text(f"""
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{
    worker_connections 64;
}}
http {{
    access_log off;
{temp}
    upstream plyroom {{
        server {HOST}:{server_port};
    }}
    server {{
        listen {HOST}:{https_port} ssl;
        ssl_certificate {folder}/cert.pem;
        ssl_certificate_key {folder}/key.pem;
        include {PROXY_CONF};
    }}
}}
""")
    # A root runner's workers switch to nobody: they must reach the temporary paths.
    os.chmod(folder, 0o755)
    nginx = subprocess.Popen(["/usr/sbin/nginx", "-p", str(folder), "-c", str(conf),
                              "-e", str(folder / "error.log"), "-g", "daemon off;"])

    def listening():
        try:
            socket.create_connection((HOST, https_port), timeout=1).close()
            return True
        except OSError:
            return False

    wait_for(listening, "nginx", nginx)
    return nginx


def https_get(url, context):
    try:
        with urllib.request.urlopen(url, context=context, timeout=PATIENCE) as answer:
            return answer.status, answer.headers, answer.read().decode()
    except urllib.error.HTTPError as refused:
        return refused.code, refused.headers, ""


def metric(server_port, name):
    with urllib.request.urlopen("http://%s:%d/metrics" % (HOST, server_port),
                                timeout=PATIENCE) as answer:
        for line in answer.read().decode().splitlines():
            if line.startswith(name + " "):
                return int(float(line.split()[1]))
    raise SystemExit("no metric " + name)


async def open_player(url, origin, context, source, name):
    """A WebSocket through the proxy from `source`, after hello; or the refusal's status."""
    try:
        socket_ = await websockets.connect(url, ssl=context, origin=origin,
                                           local_addr=(source, 0), open_timeout=PATIENCE)
    except websockets.exceptions.InvalidStatusCode as refused:
        return None, refused.status_code
    await socket_.send(json.dumps({"type": "hello", "name": name, "token": None,
                                   "protocol": 1, "id": 1}))
    welcome = json.loads(await asyncio.wait_for(socket_.recv(), PATIENCE))
    if welcome.get("type") != "welcome":
        raise SystemExit("hello through the proxy got %s" % welcome)
    return socket_, 101


async def websockets_through_proxy(https_port, server_port, context):
    url = "wss://%s:%d/ws" % (HOST, https_port)
    origin = "https://%s:%d" % (HOST, https_port)  # the page's own origin, as a browser sends
    failures = []
    first, status = await open_player(url, origin, context, HOST, "alice")
    if first is None:
        return ["a wss:// upgrade through the proxy got %d, not 101" % status]
    second, status = await open_player(url, origin, context, HOST, "bob")
    if second is None:
        failures.append("a second connection of %s got %d" % (HOST, status))
    third, status = await open_player(url, origin, context, HOST, "carol")
    if third is not None or status != 503:
        failures.append("a third connection of %s got %d, not 503 (--max-connections-per-ip 2)"
                        % (HOST, status))
    other, status = await open_player(url, origin, context, OTHER_CLIENT, "dave")
    if other is None:
        failures.append("a first connection of %s through the same proxy got %d: the limit "
                        "counted the proxy, not the client" % (OTHER_CLIENT, status))
    refused = metric(server_port, "plyroom_connections_refused_total")
    if refused != 1:
        failures.append("the server refused %d connections, not 1" % refused)
    for open_socket in (first, second, third, other):
        if open_socket is not None:
            await open_socket.close()
    return failures


def main():
    binary = sys.argv[1]
    with tempfile.TemporaryDirectory(prefix="plyroom-proxy-") as name:
        folder = pathlib.Path(name)
        make_certificate(folder)
        server, server_port = start_server(binary, folder)
        nginx = None
        try:
            https_port = free_port()
            nginx = start_nginx(folder, server_port, https_port)
            context = ssl.create_default_context(cafile=str(folder / "cert.pem"))
            failures = []
            status, headers, page = https_get("https://%s:%d/" % (HOST, https_port), context)
            if status != 200 or "<html" not in page.lower():
                failures.append("the page over https:// got %d" % status)
            if "frame-ancestors 'none'" not in headers.get("Content-Security-Policy", ""):
                failures.append("the page over https:// lacks the server's own policy")
            status, _, _ = https_get("https://%s:%d/metrics" % (HOST, https_port), context)
            if status != 404:
                failures.append("/metrics through the proxy got %d, not 404" % status)
            failures += asyncio.run(websockets_through_proxy(https_port, server_port, context))
        finally:
            if nginx is not None:
                nginx.terminate()
                nginx.wait(PATIENCE)
            server.terminate()
            server.wait(PATIENCE)
            log = folder / "error.log"
            if log.exists() and log.read_text().strip():
                print("nginx's error log:\n" + log.read_text(), file=sys.stderr)
    for failure in failures:
        print("FAILED: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
