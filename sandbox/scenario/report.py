"""What `namesake check` prints: a scenario's derived names and findings, as JSON or text.

The JSON keys are stable and documented in the README: `objects` (id, card, owner, controller,
zone, names, moniker, provenance) and `references` (id, source, text, use, status, found,
missed [{id, rulings, reasons}], rulings, reasons), `effects` (see report_effects), plus
`expectations`.
"""

from __future__ import annotations

from typing import Any

from sandbox.messages import render
from sandbox.messages.frame import frame, word
from sandbox.messages.zones import zone_phrase
from sandbox.model import Board, Derived, Finding, GameObject, NameEntry, ruleset_for
from sandbox.scenario import report_effects, report_targets
from sandbox.scenario.schema import ExpectModel


def report(
    board: Board,
    derived: Derived,
    expect: list[ExpectModel],
    language: str = "en",
    expectations: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The whole check result as plain data. `expectations`: the results already checked at
    their checkpoints (see `sandbox.scenario.expectations`); otherwise each is checked on
    `board`."""
    ruleset = ruleset_for(board.game)
    return {
        "game": board.game,
        "turn": board.turn,
        "active_player": board.active_player,
        "objects": [
            _object(board, derived, o, ruleset.controller_of(o), language) for o in board.objects
        ],
        "references": [_finding(f, language) for f in derived.findings],
        "effects": report_effects.effects(board, derived, language),
        "protections": report_targets.protections(derived, language),
        "resolutions": report_targets.resolutions(derived, language),
        "expectations": expectations
        if expectations is not None
        else [check_expectation(e, derived, board) for e in expect],
    }


def _object(
    board: Board, derived: Derived, obj: GameObject, controller: str | None, language: str
) -> dict[str, Any]:
    state = derived.names[obj.id]
    return {
        "id": obj.id,
        "card": obj.card.label,
        "owner": obj.owner,
        "controller": controller,
        "zone": obj.zone,
        "zone_owner": obj.zone_owner,
        "names": list(state.names),
        "moniker": state.moniker,
        "provenance": [_entry(e, derived, language) for e in state.entries],
        "nameless_because": [render(r, language) for r in state.nameless],
    }


def _entry(entry: NameEntry, derived: Derived, language: str) -> dict[str, Any]:
    data: dict[str, Any] = {"name": entry.name, "origin": entry.origin, "status": entry.status}
    if entry.effect_id is not None:
        data["from"] = render(derived.effects[entry.effect_id], language)
    if entry.lost_by is not None:
        data["lost_by"] = render(derived.effects[entry.lost_by], language)
    return data


def _finding(finding: Finding, language: str) -> dict[str, Any]:
    return {
        "id": finding.id,
        "source": finding.source_id,
        "text": finding.text,
        "use": finding.use,
        "status": finding.status,
        "found": list(finding.found),
        "found_because": [
            {"id": hit.object_id, "reasons": [render(r, language) for r in hit.reasons]}
            for hit in finding.hits
        ],
        "missed": [report_targets.missed_record(m, language) for m in finding.missed],
        "rulings": list(finding.rulings),
        "reasons": [render(r, language) for r in finding.reasons],
    }


def check_expectation(
    expect: ExpectModel, derived: Derived, board: Board | None = None
) -> dict[str, Any]:
    """Compare one expectation with what was derived (and the `board` it was derived from,
    for the turn and the active player): {"what", "passed", "problems"}."""
    problems: list[str] = []
    targeted = report_targets.check(expect, derived) or report_effects.check(expect, derived)
    if targeted is not None:
        what, problems = targeted
    elif expect.reference is None and expect.object is None:
        what = "turn"
    elif expect.reference is not None:
        what = f"reference {expect.reference}"
        finding = derived.finding(expect.reference)
        if finding is None:
            problems.append(f'no such reference "{expect.reference}"')
        else:
            problems += _differences(expect, finding)
    else:
        what = f"object {expect.object}"
        state = derived.names.get(expect.object or "")
        if state is None:
            problems.append(f'no such object "{expect.object}"')
        else:
            if expect.names is not None and not _same_names(expect, state.names):
                problems.append(f"names {list(state.names)} != expected {expect.names}")
            if expect.moniker is not None and (state.moniker or "") != expect.moniker:
                problems.append(f"moniker {state.moniker!r} != expected {expect.moniker!r}")
    if board is not None:
        problems += _turn_problems(expect, board)
    if expect.after is not None:
        what += f" after {expect.after}"
    return {"what": what, "passed": not problems, "problems": problems}


def _turn_problems(expect: ExpectModel, board: Board) -> list[str]:
    problems = []
    if expect.turn is not None and board.turn != expect.turn:
        problems.append(f"turn {board.turn} != expected {expect.turn}")
    if expect.active_player is not None and board.active_player != expect.active_player:
        problems.append(f"active player {board.active_player} != expected {expect.active_player}")
    return problems


def _same_names(expect: ExpectModel, names: tuple[str, ...]) -> bool:
    """Names compare as a set, unless the expectation says `ordered`."""
    wanted = expect.names or []
    if expect.ordered:
        return list(names) == wanted
    return sorted(set(names)) == sorted(set(wanted)) and len(names) == len(wanted)


def _differences(expect: ExpectModel, finding: Finding) -> list[str]:
    problems = []
    if expect.status is not None and finding.status != expect.status:
        problems.append(f"status {finding.status} != expected {expect.status}")
    missed = sorted(m.object_id for m in finding.missed)
    for label, actual, wanted in (
        ("found", sorted(finding.found), expect.found),
        ("missed", missed, expect.missed),
    ):
        if wanted is None:
            continue
        if expect.includes and not set(wanted) <= set(actual):
            lacking = sorted(set(wanted) - set(actual))
            problems.append(f"{label} {actual} lacks expected {lacking}")
        elif not expect.includes and actual != sorted(wanted):
            problems.append(f"{label} {actual} != expected {sorted(wanted)}")
    return problems


def as_text(data: dict[str, Any], title: str = "", language: str = "en") -> str:
    """The report as plain text for a terminal, every frame word in `language`."""
    lines = [title] if title else []
    player = data["active_player"]
    lines.append(frame("head", language, game=data["game"], turn=data["turn"], player=player))
    lines += ["", frame("objects", language)]
    for obj in data["objects"]:
        lines.extend(_object_text(obj, language))
    lines += ["", frame("references", language)]
    for ref in data["references"]:
        lines.extend(_reference_text(ref, language))
    lines.extend(report_effects.text_lines(data, language))
    lines.extend(report_targets.text_lines(data, language))
    if data["expectations"]:
        passed = sum(1 for e in data["expectations"] if e["passed"])
        count = len(data["expectations"])
        lines += ["", frame("expectations", language, passed=passed, count=count)]
        for exp in data["expectations"]:
            if not exp["passed"]:
                failed = frame("failed", language)
                lines.append(f"  {failed} {exp['what']}: {'; '.join(exp['problems'])}")
    return "\n".join(lines)


def _object_text(obj: dict[str, Any], language: str) -> list[str]:
    whose = frame("owner", language, player=obj["owner"])
    if obj["controller"] and obj["controller"] != obj["owner"]:
        whose += ", " + frame("controller", language, player=obj["controller"])
    zone = zone_phrase(obj["zone"], language)
    line = frame("object_line", language, id=obj["id"], card=obj["card"], zone=zone, whose=whose)
    names = ", ".join(obj["names"]) or frame("no_name", language)
    moniker = "; " + frame("moniker", language, moniker=obj["moniker"]) if obj["moniker"] else ""
    lines = [f"  {line}", f"    {frame('names', language)}: {names}{moniker}"]
    for entry in obj["provenance"]:
        if entry["origin"] != "printed" or entry["status"] != "current":
            lines.append("    - " + _entry_text(entry, language))
    return lines


def _entry_text(entry: dict[str, Any], language: str) -> str:
    origin, status = word(entry["origin"], language), word(entry["status"], language)
    text = f'"{entry["name"]}" {origin}, {status}'
    if "from" in entry:
        text += f": {frame('from', language)} {entry['from']}"
    if "lost_by" in entry:
        text += f"; {frame('taken_by', language)} {entry['lost_by']}"
    return text


def _reference_text(ref: dict[str, Any], language: str) -> list[str]:
    found = ", ".join(ref["found"]) or frame("nothing", language)
    use, status = word(ref["use"], language), word(ref["status"], language)
    because = frame("because", language)
    lines = [
        f'  {ref["id"]} [{use}] {status}: "{ref["text"]}"',
        f"    {frame('finds', language)}: {found}",
    ]
    lines += [f"    {because} {why}" for why in ref["reasons"]]
    for hit in ref["found_because"]:
        finds = frame("finds_object", language, id=hit["id"])
        lines += report_targets.reasons_block(finds, hit["reasons"], "+")
    for miss in ref["missed"]:
        misses = frame("misses_object", language, id=miss["id"])
        lines += report_targets.reasons_block(misses, miss["reasons"])
    return lines
