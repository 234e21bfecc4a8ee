"""`namesake share FILE`, `namesake render FILE -o OUT.png`, and `check FILE --diff-after N`.

Every FILE may be a share string instead (sandbox.scenario.share.open_scenario). Exit codes follow
`check`: 0 done, 1 could not write the output, 2 bad input; errors are one line.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the commands import the scenario files and the model when they run
    from sandbox.model import BoardDiff
    from sandbox.scenario.read import Scenario


def register_share_commands(commands: Any) -> None:
    share = commands.add_parser("share", help="print a scenario as one share string")
    share.add_argument("file", metavar="FILE", help="a scenario file or a share string")
    share.set_defaults(func=run_share)
    render = commands.add_parser(
        "render", help="save a picture of a scenario's table and a ruling (headless)"
    )
    render.add_argument("file", metavar="FILE", help="a scenario file or a share string")
    render.add_argument("-o", "--output", type=Path, metavar="OUT.png")
    render.add_argument(
        "--reference", metavar="ID", help="the ability to show (a finding id; see --list)"
    )
    render.add_argument(
        "--list",
        action="store_true",
        dest="render_list",
        help="print the table's abilities (id, status, text), the shown one marked *",
    )
    render.add_argument("--language", choices=("en", "es"), default="en", dest="render_language")
    render.add_argument("--view-as", metavar="PLAYER", dest="render_view_as")
    render.add_argument("--size", metavar="WxH", type=_size, default=None)
    render.set_defaults(func=run_render)


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not WIDTHxHEIGHT: {text!r}") from None
    if not all(64 <= side <= 8192 for side in size):
        raise argparse.ArgumentTypeError("each side must be 64 to 8192 pixels")
    return size


def _open(file: str) -> Scenario | None:
    from sandbox.scenario.files import ScenarioError
    from sandbox.scenario.share import open_scenario

    try:
        return open_scenario(file)
    except ScenarioError as error:
        print(f"namesake: {error}", file=sys.stderr)
        return None


def run_share(args: argparse.Namespace) -> int:
    scenario = _open(args.file)
    if scenario is None:
        return 2
    from sandbox.scenario.share import encode
    from sandbox.scenario.write import self_contained

    boards = (scenario.start, *scenario.history)
    print(encode(self_contained(scenario.model, boards)))
    return 0


def run_render(args: argparse.Namespace) -> int:
    if args.output is None and not args.render_list:
        print("namesake: render: give -o OUT.png (or --list)", file=sys.stderr)
        return 2
    scenario = _open(args.file)
    if scenario is None:
        return 2
    if args.render_list:
        return print_references(scenario)
    from sandbox.ui.sharing.render import render_to_file  # Qt only when a picture is asked for

    problem, code = render_to_file(
        scenario,
        args.output,
        reference=args.reference,
        language=args.render_language,
        view_as=args.render_view_as,
        size=args.size,
    )
    if problem:
        print(f"namesake: {problem}", file=sys.stderr)
    return code


def print_references(scenario: Scenario) -> int:
    """One line per ability: its id, status and text; `*` marks the one a picture shows."""
    from sandbox.cli.terminal import terminal_safe
    from sandbox.model import derive
    from sandbox.scenario.headline import headline, reference_list

    model, derived = scenario.model, derive(scenario.board)
    expect = [e.reference for e in model.expect]
    shown = headline(
        scenario.board, derived, focus=model.focus, expect=expect, rulings=model.rulings
    )
    rows = reference_list(derived)
    width = max((len(finding_id) for finding_id, _, _ in rows), default=0)
    for finding_id, status, text in rows:
        mark = "*" if shown is not None and shown.id == finding_id else " "
        line = f"{mark} {finding_id:<{width}}  {status:<5}  {' '.join(text.split())}"
        print(terminal_safe(line))
    if not rows:
        print("(no ability on this table uses a name)")
    return 0


def diff_after(scenario: Scenario, step: int) -> BoardDiff:
    """What the scenario's action number `step` (1-based) changes."""
    from sandbox.model import apply, derive, diff

    board = scenario.start
    for action in scenario.actions[: step - 1]:
        board = apply(board, action)
    return diff(derive(board), derive(apply(board, scenario.actions[step - 1])))


def print_diff_after(scenario: Scenario, step: int, language: str, as_json: bool) -> int:
    count = len(scenario.actions)
    if not 1 <= step <= count:
        where = f"it has {count} action(s)" if count else "it has no actions"
        print(f"namesake: --diff-after {step}: no such action ({where})", file=sys.stderr)
        return 2
    from sandbox.cli.terminal import terminal_safe

    change = diff_after(scenario, step)
    data = diff_data(change)
    if as_json:
        print(terminal_safe(json.dumps(data, indent=2, ensure_ascii=False)))
    else:
        print(terminal_safe(diff_text(data, step, language)))
    return 0


def diff_data(change: BoardDiff) -> dict[str, Any]:
    return {
        "objects": [
            {"id": c.object_id, "gained": list(c.gained), "lost": list(c.lost)}
            for c in change.names
        ],
        "references": [
            {
                "id": c.finding_id,
                "source": c.source_id,
                "text": c.text,
                "status_before": c.status_before,
                "status_after": c.status_after,
                "finds_now": list(c.found_gained),
                "no_longer_finds": list(c.found_lost),
                "misses_now": list(c.missed_gained),
                "no_longer_misses": list(c.missed_lost),
            }
            for c in change.findings
        ],
    }


_WORDS = {
    "en": {
        "head": "What action {n} changes",
        "none": "  nothing: every name and finding stays the same",
        "objects": "Objects",
        "gains": "gains",
        "loses": "loses",
        "references": "References",
        "status": "status",
        "finds_now": "now finds",
        "no_longer_finds": "no longer finds",
        "misses_now": "now misses",
        "no_longer_misses": "no longer misses",
        "absent": "(absent)",
    },
    "es": {
        "head": "Qué cambia la acción {n}",
        "none": "  nada: todos los nombres y hallazgos siguen igual",
        "objects": "Objetos",
        "gains": "obtiene",
        "loses": "pierde",
        "references": "Referencias",
        "status": "estado",
        "finds_now": "ahora encuentra",
        "no_longer_finds": "ya no encuentra",
        "misses_now": "ahora pasa por alto",
        "no_longer_misses": "ya no pasa por alto",
        "absent": "(no existe)",
    },
}


def diff_text(data: dict[str, Any], step: int, language: str = "en") -> str:
    words = _WORDS.get(language, _WORDS["en"])
    lines = [words["head"].format(n=step)]
    if not data["objects"] and not data["references"]:
        return "\n".join([*lines, words["none"]])
    if data["objects"]:
        lines += ["", words["objects"]]
    for obj in data["objects"]:
        parts = [f"{words['gains']} {', '.join(obj['gained'])}"] if obj["gained"] else []
        parts += [f"{words['loses']} {', '.join(obj['lost'])}"] if obj["lost"] else []
        lines.append(f"  {obj['id']}: {'; '.join(parts)}")
    if data["references"]:
        lines += ["", words["references"]]
    for ref in data["references"]:
        before = ref["status_before"] or words["absent"]
        after = ref["status_after"] or words["absent"]
        status = f"{before} → {after}" if before != after else after
        lines.append(f'  {ref["id"]} "{ref["text"]}": {words["status"]} {status}')
        for key in ("finds_now", "no_longer_finds", "misses_now", "no_longer_misses"):
            if ref[key]:
                lines.append(f"    {words[key]}: {', '.join(ref[key])}")
    return "\n".join(lines)
