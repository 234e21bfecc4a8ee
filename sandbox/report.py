"""What `namesake check` prints: a scenario's derived names and findings, as JSON or text.

The JSON keys are stable and documented in the README: `objects` (id, card, owner, controller,
zone, names, moniker, provenance) and `references` (id, source, text, use, status, found,
missed [{id, rulings, reasons}], rulings, reasons), plus `expectations`.
"""

from __future__ import annotations

from typing import Any

from sandbox import report_targets
from sandbox.messages import render
from sandbox.model.board import Board, GameObject
from sandbox.model.derive import Derived
from sandbox.model.findings import Finding
from sandbox.model.names import NameEntry
from sandbox.model.rulesets import ruleset_for
from sandbox.scenario.schema import ExpectModel


def report(
    board: Board,
    derived: Derived,
    expect: list[ExpectModel],
    language: str = "en",
) -> dict[str, Any]:
    """The whole check result as plain data."""
    ruleset = ruleset_for(board.game)
    return {
        "game": board.game,
        "turn": board.turn,
        "active_player": board.active_player,
        "objects": [
            _object(board, derived, o, ruleset.controller_of(o), language) for o in board.objects
        ],
        "references": [_finding(f, language) for f in derived.findings],
        "protections": report_targets.protections(derived, language),
        "resolutions": report_targets.resolutions(derived, language),
        "expectations": [check_expectation(e, derived) for e in expect],
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
        "missed": [
            {
                "id": m.object_id,
                "rulings": list(m.rulings),
                "reasons": [render(r, language) for r in m.reasons],
            }
            for m in finding.missed
        ],
        "rulings": list(finding.rulings),
        "reasons": [render(r, language) for r in finding.reasons],
    }


def check_expectation(expect: ExpectModel, derived: Derived) -> dict[str, Any]:
    """Compare one expectation with what was derived: {"what", "passed", "problems"}."""
    problems: list[str] = []
    targeted = report_targets.check(expect, derived)
    if targeted is not None:
        what, problems = targeted
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
            if expect.names is not None and list(state.names) != expect.names:
                problems.append(f"names {list(state.names)} != expected {expect.names}")
            if expect.moniker is not None and (state.moniker or "") != expect.moniker:
                problems.append(f"moniker {state.moniker!r} != expected {expect.moniker!r}")
    return {"what": what, "passed": not problems, "problems": problems}


def _differences(expect: ExpectModel, finding: Finding) -> list[str]:
    problems = []
    if expect.status is not None and finding.status != expect.status:
        problems.append(f"status {finding.status} != expected {expect.status}")
    if expect.found is not None and sorted(finding.found) != sorted(expect.found):
        problems.append(f"found {sorted(finding.found)} != expected {sorted(expect.found)}")
    missed = sorted(m.object_id for m in finding.missed)
    if expect.missed is not None and missed != sorted(expect.missed):
        problems.append(f"missed {missed} != expected {sorted(expect.missed)}")
    return problems


def as_text(data: dict[str, Any], title: str = "") -> str:
    """The report as plain English text for a terminal."""
    lines = [title] if title else []
    lines.append(f"Game {data['game']}, turn {data['turn']}, active player {data['active_player']}")
    lines.append("")
    lines.append("Objects")
    for obj in data["objects"]:
        whose = f"owner {obj['owner']}"
        if obj["controller"] and obj["controller"] != obj["owner"]:
            whose += f", controller {obj['controller']}"
        lines.append(f"  {obj['id']}: {obj['card']} in {obj['zone']} ({whose})")
        names = ", ".join(obj["names"]) or "(no name)"
        moniker = f"; moniker {obj['moniker']}" if obj["moniker"] else ""
        lines.append(f"    names: {names}{moniker}")
        for entry in obj["provenance"]:
            if entry["origin"] != "printed" or entry["status"] != "current":
                lines.append("    - " + _entry_text(entry))
    lines.append("")
    lines.append("References")
    for ref in data["references"]:
        lines.extend(_reference_text(ref))
    lines.extend(report_targets.text_lines(data))
    if data["expectations"]:
        lines.append("")
        passed = sum(1 for e in data["expectations"] if e["passed"])
        lines.append(f"Expectations: {passed} of {len(data['expectations'])} hold")
        for exp in data["expectations"]:
            if not exp["passed"]:
                lines.append(f"  FAILED {exp['what']}: {'; '.join(exp['problems'])}")
    return "\n".join(lines)


def _entry_text(entry: dict[str, Any]) -> str:
    text = f'"{entry["name"]}" {entry["origin"]}, {entry["status"]}'
    if "from" in entry:
        text += f": from {entry['from']}"
    if "lost_by" in entry:
        text += f"; taken by {entry['lost_by']}"
    return text


def _reference_text(ref: dict[str, Any]) -> list[str]:
    found = ", ".join(ref["found"]) or "nothing"
    lines = [
        f'  {ref["id"]} [{ref["use"]}] {ref["status"]}: "{ref["text"]}"',
        f"    finds: {found}",
    ]
    lines += [f"    because {why}" for why in ref["reasons"]]
    for hit in ref["found_because"]:
        lines.append(f"    finds {hit['id']}:")
        lines += [f"      + {why}" for why in hit["reasons"]]
    for miss in ref["missed"]:
        lines.append(f"    misses {miss['id']}:")
        lines += [f"      - {why}" for why in miss["reasons"]]
    return lines
