#!/usr/bin/python3
"""A WebSocket relay that checks every frame against protocol/schema/ on its way through.

    schema_relay.py UPSTREAM PORT_FILE PROBLEMS_FILE

Listens on a free port of 127.0.0.1 (written to PORT_FILE once listening) and relays each
WebSocket connection to UPSTREAM (ws://host:port) with the same path; plain HTTP requests
(/api/games/{id}, /api/rooms, ...) are fetched from the upstream, with the Authorization header
they carry, and answered as they came.
Every frame that does not match the schema is written to PROBLEMS_FILE, one line each: the
end-to-end tests put it between the terminal client and the server and fail on any line.
"""

import asyncio
import http
import os
import sys
import urllib.error
import urllib.request

import websockets

import schema_check


def main():
    upstream, port_file, problems_path = sys.argv[1:4]
    problems = open(problems_path, "a", encoding="utf-8")
    http_upstream = "http" + upstream[len("ws"):]

    def report(side, found, text):
        who = "the server sent" if side == "S" else "the client sent"
        problems.write("%s a message the schema refuses: %s: %s\n" % (who, found, text[:1500]))
        problems.flush()

    def fetch(path, authorization):
        # The player's identity goes along: a private game's record is served to its players.
        request = urllib.request.Request(http_upstream + path)
        if authorization:
            request.add_header("Authorization", authorization)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, list(response.headers.items()), response.read()
        except urllib.error.HTTPError as failure:
            return failure.code, list(failure.headers.items()), failure.read()
        except OSError:
            return http.HTTPStatus.BAD_GATEWAY, [], b"the server is not reachable\n"

    class Relay(websockets.WebSocketServerProtocol):
        """Opens the upstream connection before accepting the client's, so that a server that is
        down refuses the handshake, as it would without the relay."""

        upstream_connection = None

        async def process_request(self, path, headers):
            if headers.get("Upgrade", "").lower() != "websocket":
                status, fields, body = await asyncio.to_thread(
                    fetch, path, headers.get("Authorization"))
                fields = [(k, v) for k, v in fields if k.lower() == "content-type"]
                return http.HTTPStatus(status), fields, body
            try:
                self.upstream_connection = await websockets.connect(
                    upstream + path, max_size=None, compression=None, ping_interval=None,
                    open_timeout=30)
            except (OSError, websockets.exceptions.InvalidHandshake, asyncio.TimeoutError):
                return http.HTTPStatus.BAD_GATEWAY, [], b"the server is not reachable\n"
            return None

    async def pump(source, target, side):
        try:
            async for frame in source:
                text = frame if isinstance(frame, str) else frame.decode("utf-8", "replace")
                found = (schema_check.check_server(text) if side == "S"
                         else schema_check.check_client(text))
                if found:
                    report(side, found, text)
                await target.send(frame)
        except websockets.exceptions.ConnectionClosed:
            pass

    async def relay(client, path):
        server = client.upstream_connection
        tasks = [asyncio.create_task(pump(client, server, "C")),
                 asyncio.create_task(pump(server, client, "S"))]
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for task in tasks:
            task.cancel()
        # The side still open learns how the other ended: with its close code, or, when the
        # connection dropped without one (a killed server), by dropping too.
        ended, other = (server, client) if server.closed else (client, server)
        if ended.close_code in (None, 1005, 1006, 1015):
            other.transport.abort()
        else:
            await other.close(ended.close_code, ended.close_reason or "")

    async def serve():
        async with websockets.serve(relay, "127.0.0.1", 0, create_protocol=Relay,
                                    max_size=None, compression=None, ping_interval=None) as server:
            port = server.sockets[0].getsockname()[1]
            with open(port_file + ".tmp", "w", encoding="ascii") as out:
                out.write("%d\n" % port)
            os.replace(port_file + ".tmp", port_file)
            await asyncio.Future()

    asyncio.run(serve())


if __name__ == "__main__":
    main()
