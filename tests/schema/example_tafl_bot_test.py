#!/usr/bin/python3
"""The Hnefatafl example bot plays a whole game against the server's computer, coming back
after dropping its connection every few moves, with every frame checked against the schemas.

protocol/examples/tafl_bot.py creates a room against the AI, asks the server for the legal
moves at each of its turns, drops its connection after every 4 of its moves and comes back
with its token and a sync from the last version it took. The test checks: the game ended and
the bot said so; it came back at least twice, each time with its token, and each sync was
answered by `synced`; it asked for the legal moves and played only moves from the lists it got;
every frame matches protocol/schema/ (its examples' loader, schemas.py, gives the same verdict
as the tests' own checker). Exit status 0 when all of that held.

    example_tafl_bot_test.py PLYROOM_SERVER_BINARY
"""

import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "support"))
sys.path.insert(0, str(ROOT / "protocol" / "examples"))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import schema_check  # noqa: E402
import schemas  # noqa: E402
from example_bot_test import PATIENCE, start_server  # noqa: E402

BOT = ROOT / "protocol" / "examples" / "tafl_bot.py"
GAME_PATIENCE = 300  # seconds for the whole game, the sanitizer build included


def frames_of(trace):
    return [(line[0], line[2:]) for line in trace.read_text(encoding="utf-8").splitlines()]


def check(frames):
    problems = []
    loader = schemas.Schemas()
    hellos = [json.loads(text) for side, text in frames
              if side == "C" and json.loads(text)["type"] == "hello"]
    if len(hellos) < 3:
        problems.append("the bot connected %d times; it drops its connection every 4 moves"
                        % len(hellos))
    if any(hello["token"] is None for hello in hellos[1:]):
        problems.append("the bot came back without its token")
    sent = [json.loads(text) for side, text in frames if side == "C"]
    got = [json.loads(text) for side, text in frames if side == "S"]
    syncs = [m for m in sent if m["type"] == "sync"]
    synced_ids = {m.get("id") for m in got if m["type"] == "synced"}
    if len(syncs) < 2 or any(m["id"] not in synced_ids for m in syncs):
        problems.append("each sync must be answered by synced: %d syncs, answers to %s"
                        % (len(syncs), sorted(i for i in synced_ids if i is not None)))
    lists = {(m["ply"]): m["moves"] for m in got if m["type"] == "legal_moves"}
    moves = [m for m in sent if m["type"] == "move"]
    if not moves or not lists:
        problems.append("the bot made %d moves from %d lists" % (len(moves), len(lists)))
    for m in moves:
        if m["move"] not in lists.get(m["ply"], []):
            problems.append("move %s at ply %d was not in the list the server gave"
                            % (m["move"], m["ply"]))
    if not any(m["type"] == "game_over" for m in got):
        problems.append("no game_over reached the bot")
    for side, text in frames:
        ours = schema_check.check_server(text) if side == "S" else schema_check.check_client(text)
        theirs = loader.server_problem(text) if side == "S" else loader.client_problem(text)
        if ours:
            problems.append("%s frame does not match the schema: %s\n  %s"
                            % ("server" if side == "S" else "client", ours, text[:500]))
        if (ours is None) != (theirs is None):
            problems.append("schemas.py and the tests' checker disagree on %s" % text[:200])
    return problems


def main():
    binary = sys.argv[1]
    with tempfile.TemporaryDirectory() as name:
        folder = pathlib.Path(name)
        server, port = start_server(binary, folder, ["--ai-move-ms", "20"])
        try:
            trace = folder / "bot.trace"
            bot = subprocess.run(
                [sys.executable, str(BOT), "--server", "ws://127.0.0.1:%d/ws" % port,
                 "--against-ai", "easy", "--seed", "5", "--drop-every", "4",
                 "--token-file", str(folder / "token"), "--trace", str(trace)],
                capture_output=True, text=True, timeout=GAME_PATIENCE)
        finally:
            server.terminate()
            server.wait(timeout=PATIENCE)
        problems = []
        if bot.returncode != 0 or "game over" not in bot.stdout:
            problems.append("the bot did not finish its game (exit %s): %s %s"
                            % (bot.returncode, bot.stdout, bot.stderr[-2000:]))
        frames = frames_of(trace)
        problems += check(frames)
        print("%d frames checked; the bot said: %s" % (len(frames), bot.stdout.strip()))
    for problem in problems:
        print("FAILED:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
