#!/usr/bin/python3
"""Checks protocol messages against the JSON Schemas in protocol/schema/.

Used three ways:
  schema_check.py --serve       the tests' co-process: reads frames on stdin, one answer a line
  schema_check.py --self-test   every schema is valid draft 2020-12 and its examples match it
  import schema_check           Python tests (the example bot's) call check_server/check_client

Frames on --serve come as a header line "S <bytes>" (sent by the server), "C <bytes>" (sent
by a client) or "H <bytes>" (an HTTP answer: its target, status and JSON body on three lines),
then that many bytes. The answer is "ok", or "bad <why>" on one line.
"""

import json
import pathlib
import re
import sys

import jsonschema
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

SCHEMA_DIR = pathlib.Path(__file__).resolve().parents[2] / "protocol" / "schema"


def _load_store():
    store = {}
    for path in sorted(SCHEMA_DIR.rglob("*.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        store[schema["$id"]] = schema
    return store


_STORE = _load_store()


class _MessageValidator:
    """The schema of one side, with a validator per message type picked by `type`: the same
    verdict as the whole schema (whose if/then branches do the same), without trying every
    branch of every message."""

    def __init__(self, name):
        base = "https://plyroom.example/schema/" + name
        schema = _STORE[base]
        # A local store: references never leave the repository's own files.
        resolver = jsonschema.RefResolver.from_schema(schema, store=_STORE)
        self.whole = Draft202012Validator(schema, resolver=resolver)
        self.by_type = {}
        for branch in schema["allOf"]:
            condition = branch["if"]["properties"]["type"]
            types = [condition["const"]] if "const" in condition else condition["enum"]
            for kind in types:
                self.by_type[kind] = Draft202012Validator(
                    {"$ref": base + branch["then"]["$ref"]}, resolver=resolver)

    def iter_errors(self, message):
        kind = message.get("type") if isinstance(message, dict) else None
        validator = self.by_type.get(kind) if isinstance(kind, str) else None
        return (validator or self.whole).iter_errors(message)


_SERVER = _MessageValidator("server.json")
_CLIENT = _MessageValidator("client.json")


def _describe(error):
    """One line: where in the message, and what the schema wanted."""
    # anyOf/oneOf failures say little by themselves; the closest branch says more.
    while error.context:
        error = best_match(error.context)
    where = "/".join(str(part) for part in error.absolute_path) or "(the message)"
    return f"at {where}: {error.message}"


def problem(validator, text):
    """None when the frame matches the schema, else a sentence saying why not."""
    try:
        message = json.loads(text)
    except (ValueError, UnicodeDecodeError) as failure:
        return f"not JSON: {failure}"
    except RecursionError:
        return "nested too deep to read"
    error = best_match(validator.iter_errors(message))
    return None if error is None else _describe(error)


def check_server(text):
    return problem(_SERVER, text)


def check_client(text):
    return problem(_CLIENT, text)


_HTTP_BASE = "https://plyroom.example/schema/http.json"
_HTTP_RESOLVER = jsonschema.RefResolver.from_schema(_STORE[_HTTP_BASE], store=_STORE)
_HTTP = {name: Draft202012Validator({"$ref": _HTTP_BASE + "#/$defs/" + name}, resolver=_HTTP_RESOLVER)
         for name in _STORE[_HTTP_BASE]["$defs"]}
# The JSON answer of each path of the server's HTTP (protocol/README.md, under Transport).
_HTTP_PATHS = [
    (re.compile(r"^/api/rooms$"), "rooms_answer"),
    (re.compile(r"^/api/rooms/[^/]+$"), "room_answer"),
    (re.compile(r"^/api/games/[0-9]+$"), "game_record"),
    (re.compile(r"^/api/players/[^/]+$"), "player_answer"),
    (re.compile(r"^/api/players/[^/]+/games$"), "player_games_answer"),
    (re.compile(r"^/api/leaderboard/[^/]+$"), "leaderboard_answer"),
]


def check_http(target, status, text):
    """None when a JSON answer of the server's HTTP matches its path's schema (a refusal: the
    error body), else a sentence saying why not."""
    path = target.split("?", 1)[0]
    try:
        answer = json.loads(text)
    except (ValueError, UnicodeDecodeError) as failure:
        return f"not JSON: {failure}"
    refused = status >= 400 or (isinstance(answer, dict) and "error" in answer)
    name = "error_body" if refused else next(
        (name for pattern, name in _HTTP_PATHS if pattern.match(path)), None)
    if name is None:
        return f"no schema in http.json says what {path} answers"
    error = best_match(_HTTP[name].iter_errors(answer))
    return None if error is None else f"{path} ({name}) {_describe(error)}"


def _one_line(text):
    return " ".join(text.split())[:2000]


def serve():
    data_in = sys.stdin.buffer
    out = sys.stdout
    while True:
        header = data_in.readline()
        if not header:
            return 0
        side, size = header.decode("ascii").split()
        frame = data_in.read(int(size))
        try:
            text = frame.decode("utf-8")
        except UnicodeDecodeError:
            found = "not UTF-8 text"
        else:
            if side == "H":  # "target\nstatus\nbody" of an HTTP answer
                target, status, body = text.split("\n", 2)
                found = check_http(target, int(status), body)
            else:
                found = check_server(text) if side == "S" else check_client(text)
        out.write("ok\n" if found is None else "bad " + _one_line(found) + "\n")
        out.flush()


def self_test():
    failures = 0
    for schema_id, schema in _STORE.items():
        try:
            Draft202012Validator.check_schema(schema)
        except jsonschema.SchemaError as failure:
            print(f"{schema_id}: not a valid draft 2020-12 schema: {failure.message}")
            failures += 1
        resolver = jsonschema.RefResolver.from_schema(schema, store=_STORE)
        for name, definition in schema.get("$defs", {}).items():
            for example in definition.get("examples", []):
                sub = dict(definition, **{"$id": schema_id})
                error = best_match(Draft202012Validator(sub, resolver=resolver).iter_errors(example))
                if error is not None:
                    print(f"{schema_id}#/$defs/{name}: example {json.dumps(example)} fails: {_describe(error)}")
                    failures += 1
    # Every example message of the client and server schemas is also a whole valid message.
    for validator, schema in ((_CLIENT, _STORE["https://plyroom.example/schema/client.json"]),
                              (_SERVER, _STORE["https://plyroom.example/schema/server.json"])):
        for name, definition in schema["$defs"].items():
            for example in definition.get("examples", []):
                found = problem(validator, json.dumps(example))
                if found is not None:
                    print(f"{schema['$id']}: example of {name} is no valid message: {found}")
                    failures += 1
    # And messages out of shape are refused, each for its reason.
    c4 = {"ply": 1, "to_move": 1, "phase": "play", "board": {"rows": ["......."] * 5 + ["...R..."]},
          "draw_offer": None, "result": None, "last": [3, 5], "clock": None, "takeback": None,
          "rematch": None, "room_actions": {"abort": [], "offer_draw": [0, 1], "request_takeback": [0],
                                            "claim_victory": [], "claim_draw": [], "claimable": [], "rematch": []}}
    found = check_server(json.dumps({"type": "state", "v": 3, "code": "K7QX2M", "state": c4}))
    if found is not None:
        print(f"check_server refuses a whole Connect Four STATE: {found}")
        failures += 1
    # The fields every STATE has are defined once (common.json's state_envelope) and composed
    # into each game's STATE, which adds its own fields and narrows only phase and board.
    envelope = _STORE["https://plyroom.example/schema/common.json"]["$defs"]["state_envelope"]
    for schema_id, schema in _STORE.items():
        state = schema.get("$defs", {}).get("state")
        if "/games/" not in schema_id or state is None:
            continue
        repeated = set(state.get("properties", {})) & set(envelope["properties"]) - {"phase", "board"}
        if repeated:
            print(f"{schema_id}: STATE repeats the common fields {sorted(repeated)}")
            failures += 1
        if "additionalProperties" in state or state.get("unevaluatedProperties") is not False:
            print(f"{schema_id}: STATE must close with unevaluatedProperties, which sees the "
                  "common fields, rather than additionalProperties")
            failures += 1
    refused = [
        (check_client, {"type": "move", "code": "K7QX2M", "ply": 0, "move": {"column": "d"}}),
        (check_client, {"type": "hello", "name": ""}),
        (check_client, {"type": "hello", "name": "x" * 33}),
        (check_client, {"type": "chat", "code": "K7QX2M", "text": "tab\there"}),
        (check_client, {"type": "create_room", "game": "chess"}),
        (check_client, {"type": "create_room", "game": "connect4", "options": {"size": 7}}),
        (check_client, {"type": "join_room", "code": "K7QX2M", "as": "referee"}),
        (check_client, {"type": "list_rooms", "extra": 1}),
        (check_client, {"type": "teleport"}),
        (check_server, {"type": "state", "v": 3, "code": "K7QX2M", "state": dict(c4, to_move=None)}),
        (check_server, {"type": "state", "v": 3, "code": "K7QX2M", "state": dict(c4, last=None, extra=1)}),
        (check_server, {"type": "moved", "v": 4, "code": "K7QX2M", "ply": 0, "seat": 0,
                        "move": {"column": 3}, "state": dict(c4, board={"rows": ["RRRR"]})}),
        (check_server, {"type": "error", "code": "oops", "message": "no such code"}),
        (check_server, {"type": "game_over", "v": 9, "code": "K7QX2M",
                        "result": {"outcome": "win", "winner": None, "reason": "resignation",
                                   "scores": None}}),
        (check_server, {"type": "draw_offer", "v": 5, "code": "K7QX2M", "by": 0,
                        "status": "declined", "accepted": [1]}),
        (check_server, {"type": "welcome", "player": "p_1", "name": "a", "protocol": 1}),
        # my_rooms names no room, and its answer gives each room whose turn it is.
        (check_client, {"type": "my_rooms", "code": "K7QX2M"}),
        (check_server, {"type": "my_rooms", "rooms": [{"room": {"code": "K7QX2M"}, "to_move": 0}]}),
        (check_server, {"type": "my_rooms", "rooms": [{"room": _STORE["https://plyroom.example/schema/server.json"]
                        ["$defs"]["my_rooms"]["examples"][0]["rooms"][0]["room"]}]}),
    ]
    for check, message in refused:
        if check(json.dumps(message)) is None:
            print(f"{check.__name__} accepts a message it must refuse: {json.dumps(message)}")
            failures += 1
    count = len(_STORE)
    print(f"{count} schema files checked, {failures} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--serve"]:
        sys.exit(serve())
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    print(__doc__, file=sys.stderr)
    sys.exit(2)
