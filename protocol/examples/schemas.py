#!/usr/bin/python3
"""Loads the protocol's JSON Schemas (protocol/schema/) and checks messages against them.

    from schemas import Schemas
    schemas = Schemas()                       # the folder beside this file's parent
    schemas.server_problem(frame_text)        # None, or why the server's frame does not match
    schemas.client_problem(frame_text)        # the same for a message a client sends

    protocol/examples/schemas.py server '{"type":"left","code":"K7QX2M"}'

Every schema has an $id under https://plyroom.example/schema/ and refers to the others by
relative paths; they are loaded from the folder into the validator's store, so nothing is
fetched. Needs Python's jsonschema (Debian: python3-jsonschema) with draft 2020-12.
"""

import json
import pathlib
import sys

import jsonschema
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

FOLDER = pathlib.Path(__file__).resolve().parents[1] / "schema"
BASE = "https://plyroom.example/schema/"


class Schemas:
    def __init__(self, folder=FOLDER):
        self.store = {}
        for path in sorted(pathlib.Path(folder).rglob("*.json")):
            schema = json.loads(path.read_text(encoding="utf-8"))
            self.store[schema["$id"]] = schema
        self.server = self._validator("server.json")
        self.client = self._validator("client.json")

    def _validator(self, name):
        schema = self.store[BASE + name]
        resolver = jsonschema.RefResolver.from_schema(schema, store=self.store)
        return Draft202012Validator(schema, resolver=resolver)

    @staticmethod
    def _problem(validator, text):
        try:
            message = json.loads(text)
        except ValueError as failure:
            return "not JSON: %s" % failure
        error = best_match(validator.iter_errors(message))
        if error is None:
            return None
        while error.context:  # anyOf/oneOf: the closest branch says more
            error = best_match(error.context)
        where = "/".join(str(part) for part in error.absolute_path) or "(the message)"
        return "at %s: %s" % (where, error.message)

    def server_problem(self, text):
        return self._problem(self.server, text)

    def client_problem(self, text):
        return self._problem(self.client, text)


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("server", "client"):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    schemas = Schemas()
    check = schemas.server_problem if sys.argv[1] == "server" else schemas.client_problem
    problem = check(sys.argv[2])
    print(problem or "ok")
    sys.exit(1 if problem else 0)
