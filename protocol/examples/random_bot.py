#!/usr/bin/python3
"""A minimal Plyroom bot: joins a Connect Four room by its code and plays random legal moves
until the game ends. Only the standard library and Debian's python3-websockets.

    protocol/examples/random_bot.py --server ws://127.0.0.1:8080/ws K7QX2M

It follows protocol/README.md: hello, join_room, then a move whenever STATE says it is this
bot's seat to move. It paces what it sends (at most 10 messages a second, under the server's
--rate of 20) and sends a message refused as rate_limited again a second later. Exit status 0
once the game is over, 1 on another error from the server.
"""

import argparse
import asyncio
import json
import random
import sys
import time

import websockets

SEND_INTERVAL = 0.1  # seconds between two messages: 10 a second
RATE_LIMITED_WAIT = 1.0


def legal_columns(state):
    """Columns whose top cell is empty (BOARD rows come top row first)."""
    top_row = state["board"]["rows"][0]
    return [column for column, cell in enumerate(top_row) if cell == "."]


class Bot:
    def __init__(self, socket, code, rng, trace):
        self.socket = socket
        self.code = code
        self.rng = rng
        self.trace = trace
        self.player = None
        self.seat = None
        self.played_ply = None
        self.sent = {}  # id -> message, to send again when refused as rate_limited
        self.next_at = 0.0

    async def send(self, message):
        now = time.monotonic()
        if now < self.next_at:
            await asyncio.sleep(self.next_at - now)
        self.next_at = max(now, self.next_at) + SEND_INTERVAL
        if "id" in message:
            self.sent[message["id"]] = message
        text = json.dumps(message)
        if self.trace:
            self.trace.write("C " + text + "\n")
        await self.socket.send(text)

    async def receive(self):
        text = await self.socket.recv()
        if self.trace:
            self.trace.write("S " + text + "\n")
        return json.loads(text)

    async def maybe_move(self, state):
        """Moves when STATE says this seat is to move (once per ply)."""
        if state["to_move"] != self.seat or state["ply"] == self.played_ply:
            return
        column = self.rng.choice(legal_columns(state))
        self.played_ply = state["ply"]
        await self.send({"type": "move", "code": self.code, "ply": state["ply"],
                         "move": {"column": column}, "id": "move-%d" % state["ply"]})

    async def run(self, name):
        # The server takes nothing else until it has answered hello.
        await self.send({"type": "hello", "name": name, "token": None, "protocol": 1, "id": "hello"})
        welcome = await self.receive()
        if welcome["type"] != "welcome":
            print("hello refused: %s" % welcome.get("message"), file=sys.stderr)
            return 1
        self.player = welcome["player"]
        await self.send({"type": "join_room", "code": self.code, "as": "player", "id": "join"})
        while True:
            message = await self.receive()
            kind = message["type"]
            if kind == "error" and message["code"] == "rate_limited" and message.get("id") in self.sent:
                await asyncio.sleep(RATE_LIMITED_WAIT)
                await self.send(self.sent[message["id"]])
            elif kind == "error":
                print("server refused %s: %s (%s)" % (message.get("id"), message["message"],
                                                      message["code"]), file=sys.stderr)
                return 1
            elif kind == "room":
                room = message["room"]
                if room["game"] != "connect4":
                    print("room %s plays %s; this bot plays connect4" % (self.code, room["game"]),
                          file=sys.stderr)
                    return 1
                for seat in room["seats"]:
                    if seat["player"] == self.player:
                        self.seat = seat["seat"]
            elif kind in ("state", "moved"):
                await self.maybe_move(message["state"])
            elif kind == "game_over":
                result = message["result"]
                print("game over: %s, winner %s, reason %s" % (result["outcome"], result["winner"],
                                                               result["reason"]))
                return 0


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("code", help="the room code")
    parser.add_argument("--server", default="ws://127.0.0.1:8080/ws")
    parser.add_argument("--name", default="random bot")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--trace", help="write every frame to this file, C (sent) or S (received)")
    args = parser.parse_args()
    trace = open(args.trace, "w", encoding="utf-8") if args.trace else None
    try:
        async with websockets.connect(args.server) as socket:
            bot = Bot(socket, args.code.upper(), random.Random(args.seed), trace)
            return await bot.run(args.name)
    finally:
        if trace:
            trace.close()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
