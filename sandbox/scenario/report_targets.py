"""The check report's protections (MTG 702.16, M13, M14) and targets on resolution (M12).

JSON keys: `protections` (holder, player, source, text, by_name, protects_from, missed [{id,
rulings, reasons}], rulings, reasons) and `resolutions` (id, resolves, legal, illegal, targets
[{id, player, legal, reasons}], rulings, reasons). Both are empty lists on boards without them.
"""

from __future__ import annotations

from typing import Any

from sandbox.messages import render
from sandbox.messages.frame import frame
from sandbox.model import Derived, Miss, Protection, Resolution
from sandbox.scenario.schema import ExpectModel


def missed_record(miss: Miss, language: str) -> dict[str, Any]:
    """An object looked at and not found (by a reference or a protection), as the report
    writes it: its id, the rulings and the reasons in `language`."""
    return {
        "id": miss.object_id,
        "rulings": list(miss.rulings),
        "reasons": [render(r, language) for r in miss.reasons],
    }


def protections(derived: Derived, language: str) -> list[dict[str, Any]]:
    return [_protection(p, language) for p in derived.protections]


def _protection(protection: Protection, language: str) -> dict[str, Any]:
    return {
        "holder": protection.holder,
        "player": protection.player,
        "source": protection.source_id,
        "text": protection.text,
        "by_name": protection.by_name,
        "protects_from": list(protection.protects_from),
        "missed": [missed_record(m, language) for m in protection.missed],
        "rulings": list(dict.fromkeys(r for why in protection.reasons for r in why.rulings)),
        "reasons": [render(r, language) for r in protection.reasons],
    }


def resolutions(derived: Derived, language: str) -> list[dict[str, Any]]:
    return [_resolution(r, language) for r in derived.resolutions]


def _resolution(resolution: Resolution, language: str) -> dict[str, Any]:
    return {
        "id": resolution.object_id,
        "resolves": resolution.resolves,
        "legal": list(resolution.legal),
        "illegal": list(resolution.illegal),
        "targets": [
            {
                "id": c.target,
                "player": c.player,
                "legal": c.legal,
                "reasons": [render(r, language) for r in c.reasons],
            }
            for c in resolution.checks
        ],
        "rulings": list(resolution.rulings),
        "reasons": [render(r, language) for r in resolution.reasons],
    }


def check(expect: ExpectModel, derived: Derived) -> tuple[str, list[str]] | None:
    """The label and problems of a resolution or protection expectation; None for others."""
    if expect.resolution is not None:
        return f"resolution {expect.resolution}", _resolution_problems(expect, derived)
    if expect.protection is not None:
        return f"protection of {expect.protection}", _protection_problems(expect, derived)
    return None


def _resolution_problems(expect: ExpectModel, derived: Derived) -> list[str]:
    found = derived.resolution(expect.resolution or "")
    if found is None:
        return ["no such spell or ability with targets on the stack"]
    problems = []
    if expect.resolves is not None and found.resolves != expect.resolves:
        problems.append(f"resolves {found.resolves} != expected {expect.resolves}")
    for label, wanted, actual in (
        ("legal", expect.legal, found.legal),
        ("illegal", expect.illegal, found.illegal),
    ):
        if wanted is not None and sorted(actual) != sorted(wanted):
            problems.append(f"{label} {sorted(actual)} != expected {sorted(wanted)}")
    return problems


def _protection_problems(expect: ExpectModel, derived: Derived) -> list[str]:
    held = [p for p in derived.protections if p.holder == expect.protection]
    covered = sorted({o for p in held for o in p.protects_from})
    if expect.protected_from is not None and covered != sorted(expect.protected_from):
        return [f"protected from {covered} != expected {sorted(expect.protected_from)}"]
    return []


def reasons_block(label: str, reasons: list[str], mark: str = "-") -> list[str]:
    """One object's line of the text report ("    misses hex:") and its reasons under it."""
    return [f"    {label}:", *(f"      {mark} {why}" for why in reasons)]


def text_lines(data: dict[str, Any], language: str = "en") -> list[str]:
    """The protections and resolutions sections of the plain-text report, in `language`."""
    return _protection_lines(data, language) + _resolution_lines(data, language)


def _protection_lines(data: dict[str, Any], language: str) -> list[str]:
    if not data.get("protections"):
        return []
    because = frame("because", language)
    lines = ["", frame("protections", language)]
    for item in data["protections"]:
        whose = frame("player", language) + " " if item["player"] else ""
        covered = ", ".join(item["protects_from"]) or frame("nothing_here", language)
        source = frame("source_from", language, source=item["source"])
        lines.append(f'  {whose}{item["holder"]}: "{item["text"]}" ({source})')
        lines.append(f"    {frame('protects_from', language)}: {covered}")
        lines += [f"    {because} {why}" for why in item["reasons"]]
        for miss in item["missed"]:
            lines += reasons_block(frame("not_from", language, id=miss["id"]), miss["reasons"])
    return lines


def _resolution_lines(data: dict[str, Any], language: str) -> list[str]:
    if not data.get("resolutions"):
        return []
    because = frame("because", language)
    lines = ["", frame("resolutions", language)]
    for item in data["resolutions"]:
        verdict = frame("resolves" if item["resolves"] else "does_not_resolve", language)
        lines.append(f"  {item['id']}: {verdict}")
        lines += [f"    {because} {why}" for why in item["reasons"]]
        for target in item["targets"]:
            state = frame("legal" if target["legal"] else "illegal", language)
            lines.append("    " + frame("target_line", language, id=target["id"], state=state))
            lines += [f"      - {why}" for why in target["reasons"]]
    return lines
