#!/usr/bin/python3
"""Every message the protocol reference shows is checked against the schemas.

protocol/README.md keeps two kinds of fenced blocks with messages in them:
  ```example   whole messages, each after who sends it: `C:`, `A→`, `B→` (a client), `S:`,
               `S→room:`, `A←`, `B←`, `A← B←` (the server); a message may run over several
               lines and may be followed by another or by a `// comment`. Lines that start
               with `//` or `…` tell the story between messages. A client message marked
               `// malformed` shows one the server refuses as such: the schema must refuse it.
  ```shape     the grammar of a message, with placeholders (ROOM, STATE, C, ...): not checked.
A block of neither kind must hold no message, so that no example escapes the check.
"""

import json
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "support"))
import schema_check  # noqa: E402

REFERENCE = pathlib.Path(__file__).resolve().parents[2] / "protocol" / "README.md"

# Who sends what: a client's prefixes and the server's, longest first.
SENDERS = [("A← B←", "server"), ("S→room:", "server"), ("A→", "client"), ("B→", "client"),
           ("A←", "server"), ("B←", "server"), ("C:", "client"), ("S:", "server")]


def fenced_blocks(text):
    """(line number, info string, lines) of each fenced block."""
    blocks, inside, info, start, lines = [], False, "", 0, []
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("```"):
            if inside:
                blocks.append((start, info, lines))
            else:
                info, start, lines = line[3:].strip(), number + 1, []
            inside = not inside
        elif inside:
            lines.append(line)
    return blocks


def sender_at(text):
    for prefix, side in SENDERS:
        if text.startswith(prefix):
            return prefix, side
    return None, None


def logical_lines(start, lines):
    """(line number, text): a line that starts with a space continues the one before."""
    joined = []
    for offset, line in enumerate(lines):
        if line.startswith(" ") and joined:
            joined[-1] = (joined[-1][0], joined[-1][1] + " " + line.strip())
        else:
            joined.append((start + offset, line.strip()))
    return joined


def messages(start, lines):
    """(line number, side, message text, comment) of every message of an example block."""
    found, problems = [], []
    decoder = json.JSONDecoder()
    for number, text in logical_lines(start, lines):
        if not text or text.startswith("//") or text.startswith("…"):
            continue
        rest = text
        while rest:
            if rest.startswith("//"):
                found[-1] = found[-1][:3] + (rest,)
                break
            prefix, side = sender_at(rest)
            if side is None:
                problems.append(f"line {number}: no sender before {rest[:40]!r}")
                break
            body = rest[len(prefix):].lstrip()
            try:
                message, used = decoder.raw_decode(body)
            except json.JSONDecodeError as failure:
                problems.append(f"line {number}: not whole JSON ({failure.msg}): {body[:60]!r}")
                break
            found.append((number, side, json.dumps(message), ""))
            rest = body[used:].lstrip()
    return found, problems


def main():
    text = REFERENCE.read_text(encoding="utf-8")
    failures, checked = [], 0
    for start, info, lines in fenced_blocks(text):
        if info == "example":
            found, problems = messages(start, lines)
            failures += problems
            if not found:
                failures.append(f"line {start}: an example block with no message")
            for number, side, message, comment in found:
                checked += 1
                check = schema_check.check_client if side == "client" else schema_check.check_server
                problem = check(message)
                if "malformed" in comment:
                    if side != "client" or problem is None:
                        failures.append(f"line {number}: marked malformed, yet the schema "
                                        f"takes it: {message}")
                elif problem is not None:
                    failures.append(f"line {number}: {side} message {message[:80]} does not "
                                    f"match the schema: {problem}")
        elif info != "shape" and any(re.search(r'\{"type"\s*:', line) for line in lines):
            failures.append(f"line {start}: a block with messages must be an `example` "
                            "(checked) or a `shape` (with placeholders)")
    for failure in failures:
        print(failure)
    print(f"{checked} messages of the reference checked, {len(failures)} problems")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
