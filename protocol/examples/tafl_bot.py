#!/usr/bin/python3
"""A Hnefatafl bot that keeps its game through dropped connections.

    protocol/examples/tafl_bot.py --server ws://127.0.0.1:8080/ws --against-ai easy
    protocol/examples/tafl_bot.py --server ws://127.0.0.1:8080/ws K7QX2M

With --against-ai it creates a room against the server's computer; with a room code it joins
that room. It knows no rule of the game: whenever STATE says its seat is to move, it asks the
server for the legal moves (`legal_moves`) and plays one at random. It keeps its token in
--token-file and, when its connection drops, comes back with it and syncs the room from the
last event version it took, waiting for the sync's answer (`synced`). It paces what it sends
(at most 10 messages a second, under the server's --rate of 20) and sends a message refused
as `rate_limited` again a second later. Exit status 0 once the game is over.

Options: --name, --seed (the same seed chooses the same moves from the same lists), --trace
FILE (every frame, `C ...` sent and `S ...` received), --drop-every N (close the connection
after every N moves of its own, to show coming back; 0 never). Python 3 with the standard
library and `websockets` (Debian: python3-websockets).
"""

import argparse
import asyncio
import json
import os
import random
import sys
import time

import websockets

SEND_INTERVAL = 0.1  # seconds between two messages: 10 a second
RATE_LIMITED_WAIT = 1.0
MAX_RECONNECTS = 50


class Pacer:
    """Spaces the messages of a connection SEND_INTERVAL apart."""

    def __init__(self):
        self.next_at = 0.0

    async def wait(self):
        now = time.monotonic()
        if now < self.next_at:
            await asyncio.sleep(self.next_at - now)
        self.next_at = max(now, self.next_at) + SEND_INTERVAL


class Dropped(Exception):
    """The bot closes its connection on purpose (--drop-every)."""


class TaflBot:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.code = args.code.upper() if args.code else None
        self.token = self.read_token()
        self.seat = None
        self.version = 0  # the last room event version taken
        self.state = None  # the latest STATE
        self.asked_ply = None  # the ply whose legal moves were asked for
        self.moves_made = 0
        self.pending = {}  # request id -> message, until answered
        self.next_id = 1
        self.trace = open(args.trace, "a", encoding="utf-8") if args.trace else None

    def read_token(self):
        path = self.args.token_file
        if path and os.path.exists(path):
            with open(path, encoding="utf-8") as file:
                return file.read().strip() or None
        return None

    def keep_token(self, token):
        self.token = token
        if self.args.token_file:
            with open(os.open(self.args.token_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600),
                      "w", encoding="utf-8") as file:
                file.write(token)

    async def send(self, message, with_id=True):
        if with_id:
            message = dict(message, id=self.next_id)
            self.pending[self.next_id] = message
            self.next_id += 1
        await self.pacer.wait()
        text = json.dumps(message)
        if self.trace:
            self.trace.write("C " + text + "\n")
        await self.socket.send(text)

    async def receive(self):
        text = await self.socket.recv()
        if self.trace:
            self.trace.write("S " + text + "\n")
        message = json.loads(text)
        answered = self.pending.pop(message.get("id"), None)
        return message, answered

    async def run(self):
        reconnects = 0
        while True:
            try:
                async with websockets.connect(self.args.server) as socket:
                    self.socket = socket
                    self.pacer = Pacer()
                    return await self.session()
            except (Dropped, websockets.ConnectionClosed, OSError) as why:
                reconnects += 1
                if reconnects > MAX_RECONNECTS:
                    print("gave up after %d reconnects" % MAX_RECONNECTS, file=sys.stderr)
                    return 1
                print("connection lost (%s); coming back" % (why or type(why).__name__),
                      file=sys.stderr)
                self.pending.clear()  # what was not answered is asked again below
                self.asked_ply = None
                await asyncio.sleep(0.2)

    async def session(self):
        await self.send({"type": "hello", "name": self.args.name, "token": self.token,
                         "protocol": 2})
        welcome, _ = await self.receive()
        if welcome["type"] != "welcome":
            print("hello refused: %s" % welcome.get("message"), file=sys.stderr)
            return 1
        self.keep_token(welcome["token"])
        self.player = welcome["player"]
        if self.code is None:
            await self.send({"type": "create_room", "game": "hnefatafl", "options": {},
                             "seat": self.rng.choice([0, 1]), "public": False,
                             "ai": {"level": self.args.against_ai}})
        elif self.code in welcome.get("rooms", []) or self.seat is not None:
            # Coming back: every event after the last one taken, then `synced`.
            await self.send({"type": "sync", "code": self.code, "since": self.version})
        else:
            await self.send({"type": "join_room", "code": self.code, "as": "player"})
        while True:
            message, answered = await self.receive()
            done = await self.handle(message, answered)
            if done is not None:
                return done

    def take_version(self, message):
        """Whether a room event is new (a sync may send again what was taken). ROOM and STATE
        are whole pictures: the full answer to a sync sends both at the room's version."""
        v = message.get("v")
        if v is None or message["type"] == "synced":
            return True
        whole = message["type"] in ("room", "state")
        if v < self.version or (v == self.version and not whole):
            return False
        self.version = v
        return True

    async def handle(self, message, answered):
        kind = message["type"]
        if kind == "error":
            if message["code"] == "rate_limited" and answered is not None:
                await asyncio.sleep(RATE_LIMITED_WAIT)
                resent = {k: v for k, v in answered.items() if k != "id"}
                await self.send(resent)
                return None
            if message["code"] == "stale_ply":
                return None  # the STATE that made it stale is on its way
            print("server refused %s: %s (%s)" % (answered, message["message"], message["code"]),
                  file=sys.stderr)
            return 1
        if not self.take_version(message):
            return None
        if kind == "room":
            room = message["room"]
            self.code = room["code"]
            for seat in room["seats"]:
                if seat["player"] == self.player:
                    self.seat = seat["seat"]
        elif kind in ("state", "moved"):
            self.state = message["state"]
            await self.maybe_ask()
        elif kind == "synced":
            await self.maybe_ask()  # up to date: the turn may be ours still
        elif kind == "legal_moves":
            if self.state and message["ply"] == self.state["ply"] and message["seat"] == self.seat:
                move = self.rng.choice(message["moves"])
                await self.send({"type": "move", "code": self.code, "ply": message["ply"],
                                 "move": move})
                self.moves_made += 1
                every = self.args.drop_every
                if every and self.moves_made % every == 0:
                    await self.socket.close()
                    raise Dropped("dropped on purpose after %d moves" % self.moves_made)
        elif kind == "game_over":
            result = message["result"]
            print("game over: %s, winner %s, reason %s" % (result["outcome"], result["winner"],
                                                           result["reason"]))
            return 0
        return None

    async def maybe_ask(self):
        state = self.state
        if state is None or state["to_move"] != self.seat or state["ply"] == self.asked_ply:
            return
        self.asked_ply = state["ply"]
        await self.send({"type": "legal_moves", "code": self.code})


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("code", nargs="?", help="the room code to join")
    parser.add_argument("--server", default="ws://127.0.0.1:8080/ws")
    parser.add_argument("--name", default="tafl bot")
    parser.add_argument("--against-ai", choices=["easy", "normal", "hard"],
                        help="create a room against the server's computer at this level")
    parser.add_argument("--token-file", help="where the bot keeps its token between connections")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--trace", help="append every frame to this file, C (sent) or S (received)")
    parser.add_argument("--drop-every", type=int, default=0,
                        help="close the connection after every N own moves, then come back")
    args = parser.parse_args()
    if bool(args.code) == bool(args.against_ai):
        parser.error("give a room code or --against-ai, not both")
    bot = TaflBot(args)
    try:
        return await bot.run()
    finally:
        if bot.trace:
            bot.trace.close()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
