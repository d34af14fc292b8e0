#!/usr/bin/python3
"""The example bot plays a whole Connect Four game against a real plyroom-server.

A host (this script) creates a room and plays random legal moves; protocol/examples/random_bot.py
joins by the code and plays the other side to the end. Every frame either side sent or got is
checked against protocol/schema/. Exit status 0 when all of that held.

    example_bot_test.py PLYROOM_SERVER_BINARY
"""

import asyncio
import json
import pathlib
import random
import subprocess
import sys
import tempfile
import time
import urllib.request

import websockets

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "support"))
import schema_check  # noqa: E402

BOT = ROOT / "protocol" / "examples" / "random_bot.py"
PATIENCE = 60  # seconds; the sanitizer build is slow


def start_server(binary, folder, extra=()):
    port_file = folder / "port"
    server = subprocess.Popen([binary, "--port", "0", "--address", "127.0.0.1",
                               "--db", str(folder / "plyroom.db"), "--port-file", str(port_file),
                               "--log-level", "warn", *extra])
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        if port_file.exists() and port_file.read_text().strip():
            return server, int(port_file.read_text())
        if server.poll() is not None:
            break
        time.sleep(0.02)
    server.kill()
    raise SystemExit("plyroom-server did not start")


class Host:
    """The other player, speaking the protocol directly and keeping every frame."""

    def __init__(self, socket):
        self.socket = socket
        self.frames = []

    async def send(self, message):
        text = json.dumps(message)
        self.frames.append(("C", text))
        await self.socket.send(text)

    async def receive(self, timeout=PATIENCE):
        text = await asyncio.wait_for(self.socket.recv(), timeout)
        self.frames.append(("S", text))
        return json.loads(text)

    async def reply(self, request_id):
        while True:
            message = await self.receive()
            if message.get("id") == request_id:
                return message


async def play(port, folder):
    url = "ws://127.0.0.1:%d/ws" % port
    rng = random.Random(7)
    async with websockets.connect(url) as socket:
        host = Host(socket)
        await host.send({"type": "hello", "name": "host", "token": None, "protocol": 1, "id": 1})
        welcome = await host.reply(1)
        assert welcome["type"] == "welcome"
        await host.send({"type": "create_room", "game": "connect4", "options": {}, "seat": 0,
                         "public": False, "id": 2})
        room = (await host.reply(2))["room"]
        trace = folder / "bot.trace"
        bot = subprocess.Popen([sys.executable, str(BOT), "--server", url, "--seed", "11",
                                "--trace", str(trace), room["code"].lower()],
                               stdout=subprocess.PIPE, text=True)
        result = None
        deadline = time.monotonic() + PATIENCE
        while result is None:
            if bot.poll() is not None or time.monotonic() > deadline:
                bot.kill()
                raise AssertionError("the bot stopped before the game ended: %s"
                                     % bot.communicate()[0])
            try:
                message = await host.receive(timeout=1)
            except asyncio.TimeoutError:
                continue
            if message["type"] in ("state", "moved"):
                state = message["state"]
                if state["to_move"] == 0 and (message["type"] == "state" or message["seat"] == 1):
                    columns = [c for c, cell in enumerate(state["board"]["rows"][0]) if cell == "."]
                    await host.send({"type": "move", "code": room["code"], "ply": state["ply"],
                                     "move": {"column": rng.choice(columns)}})
            elif message["type"] == "game_over":
                result = message["result"]
            elif message["type"] == "error":
                raise AssertionError("the host was refused: %s" % message)
        output, _ = bot.communicate(timeout=PATIENCE)
    problems = []
    if bot.returncode != 0:
        problems.append("the bot exited with %s" % bot.returncode)
    if "game over" not in output:
        problems.append("the bot did not report the end: %r" % output)
    frames = host.frames + [(line[0], line[2:].rstrip("\n"))
                            for line in trace.read_text(encoding="utf-8").splitlines()]
    for side, text in frames:
        found = schema_check.check_server(text) if side == "S" else schema_check.check_client(text)
        if found:
            problems.append("%s frame does not match the schema: %s\n  %s"
                            % ("server" if side == "S" else "client", found, text[:500]))
    # The room is private: its record is served to its players, the host among them.
    request = urllib.request.Request(
        "http://127.0.0.1:%d/api/games/%d" % (port, room["game_id"]),
        headers={"Authorization": "Bearer " + welcome["token"]})
    with urllib.request.urlopen(request, timeout=PATIENCE) as response:
        body = response.read().decode("utf-8")
    found = schema_check.check_http("/api/games/%d" % room["game_id"], 200, body)
    if found:
        problems.append("the stored game does not match protocol/schema/http.json: " + found)
    record = json.loads(body)
    played = sum(1 for entry in record.get("record", []) if entry.get("kind") == "move")
    print("game %d: %s (%s) after %d stored moves; %d frames checked"
          % (room["game_id"], result["outcome"], result["reason"], played, len(frames)))
    if played < 7:
        problems.append("a finished game of Connect Four has at least 7 moves, the record has %d"
                        % played)
    return problems


def main():
    binary = sys.argv[1]
    with tempfile.TemporaryDirectory() as name:
        folder = pathlib.Path(name)
        server, port = start_server(binary, folder)
        try:
            problems = asyncio.run(play(port, folder))
        finally:
            server.terminate()
            server.wait(timeout=PATIENCE)
    for problem in problems:
        print("FAILED:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
