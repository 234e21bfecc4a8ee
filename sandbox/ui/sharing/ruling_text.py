"""A finding as text to paste in a chat or a forum: plain text and Markdown.

The same content as the explanation panel (sandbox.ui.panels.explain), in the interface language:
the ability and its source, the verdict, why, what it finds and misses and why, and the
ruling ids with the rule numbers each reason cites. Card text and names are written as they
are (plain text), but for the characters that show nothing (zero-width, bidi controls),
written as their code; in Markdown, characters that would format are escaped too. Objects
hidden from the viewer are only counted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QMimeData

from sandbox.messages import render
from sandbox.messages.zones import zone_phrase
from sandbox.model import Board, Derived, Finding, Reason, Viewer, may_see_object
from sandbox.ui.kit.labels import status_label, use_label, zone_label
from sandbox.ui.kit.plain import visible

OTHER_NAMES = "ref.other_names"  # the reason an object with other names is not found
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]<>()#+!|~&@])")
_LINE_BREAK = re.compile(r"\r\n|[\n\r\v\f\x85\u2028\u2029]")
# what Markdown viewers turn into a link by itself: a scheme's colon, "www."
_AUTOLINK = re.compile(r"(?i)(?<=[a-z])(:)(?=//)|(?<=\bwww)(\.)")


def _words() -> dict[str, str]:
    """The headings, in the interface language (literal strings, for lupdate)."""
    return {
        "finds": QCoreApplication.translate("RulingText", "Finds"),
        "misses": QCoreApplication.translate("RulingText", "Does not find"),
        "rulings": QCoreApplication.translate("RulingText", "Rulings:"),
    }


@dataclass(frozen=True)
class _Item:
    label: str
    reasons: tuple[str, ...]
    other_names: bool = False  # missed only because its names are other names (F3b)
    by_effect: str = ""  # the first reason an effect gives (what took its name, whose, until)


@dataclass(frozen=True)
class RulingParts:
    """What the text says, before it is laid out as plain text or Markdown."""

    source: str
    ability: str
    verdict: str
    why: tuple[str, ...]
    finds: tuple[_Item, ...]
    misses: tuple[_Item, ...]
    rulings: tuple[str, ...]
    status: str = ""

    @property
    def decisive(self) -> str:
        """The reason that decides the verdict: what an effect did to the objects missed
        (when it fails) or found (whose effect, until when); else the finding's own first
        reason, else the first reason an object is found or missed for."""
        items = self.misses if self.status == "fails" else self.finds
        caused = next((item.by_effect for item in items if item.by_effect), "")
        first = next((item.reasons[0] for item in items if item.reasons), "")
        return caused or (self.why[0] if self.why else first)


def ruling_parts(
    board: Board, derived: Derived, finding: Finding, viewer: Viewer, language: str
) -> RulingParts:
    hits = {hit.object_id: hit.reasons for hit in finding.hits}
    finds = _items(board, [(i, hits.get(i, ())) for i in finding.found], viewer, language)
    misses = _items(board, [(m.object_id, m.reasons) for m in finding.missed], viewer, language)
    verdict = (
        QCoreApplication.translate("RulingText", "Use: %1").replace("%1", use_label(finding.use))
        + " · "
        + status_label(finding.status)
    )
    return RulingParts(
        source=_label(board, finding.source_id, viewer, language),
        ability=finding.text,
        verdict=verdict,
        why=tuple(render(r, language) for r in finding.reasons),
        finds=finds,
        misses=misses,
        rulings=finding.rulings,
        status=finding.status,
    )


def _label(board: Board, object_id: str, viewer: Viewer, language: str) -> str:
    obj = board.object(object_id)
    if obj is None:
        return object_id
    if not may_see_object(board, obj, viewer):
        return QCoreApplication.translate("RulingText", "a hidden card in %1").replace(
            "%1", zone_phrase(obj.zone, language)
        )
    return f"{obj.card.label} [{obj.id}] · {zone_label(obj.zone)}"


def _items(
    board: Board,
    objects: list[tuple[str, tuple[Reason, ...]]],
    viewer: Viewer,
    language: str,
) -> tuple[_Item, ...]:
    items = []
    for object_id, reasons in objects:
        obj = board.object(object_id)
        hidden = obj is not None and not may_see_object(board, obj, viewer)
        shown = () if hidden else reasons
        why = tuple(render(r, language) for r in shown)
        other = bool(shown) and all(r.code == OTHER_NAMES for r in shown)
        caused = next((text for r, text in zip(shown, why, strict=True) if r.effect_id), "")
        items.append(_Item(_label(board, object_id, viewer, language), why, other, caused))
    return tuple(items)


def as_plain_text(parts: RulingParts) -> str:
    lines = [f"{parts.source}", f"“{parts.ability}”", parts.verdict]
    lines += [f"- {why}" for why in parts.why]
    words = _words()
    for heading, items in ((words["finds"], parts.finds), (words["misses"], parts.misses)):
        if items:
            lines.append(f"{heading}:")
        for item in items:
            lines.append(f"- {item.label}")
            lines += [f"    - {why}" for why in item.reasons]
    if parts.rulings:
        lines.append(f"{words['rulings']} {', '.join(parts.rulings)}")
    return visible("\n".join(lines))  # a U+202E would reverse what follows it in a chat


def escape_markdown(text: str) -> str:
    """`text` as Markdown that shows it as typed: characters that would format escaped, each
    line break a space (a name cannot start a heading or a list), no address made a link,
    and characters that show nothing written as their code."""
    one_line = _LINE_BREAK.sub(" ", visible(text))
    special = _MARKDOWN_SPECIAL.sub(r"\\\1", one_line)
    return _AUTOLINK.sub(lambda m: "\\" + m.group(0), special)


def as_markdown(parts: RulingParts) -> str:
    md = escape_markdown
    lines = [f"**{md(parts.source)}**", "", f"> {md(parts.ability)}", "", f"*{md(parts.verdict)}*"]
    lines += [f"- {md(why)}" for why in parts.why]
    words = _words()
    for heading, items in ((words["finds"], parts.finds), (words["misses"], parts.misses)):
        if items:
            lines += ["", f"**{md(heading)}**"]
        for item in items:
            lines.append(f"- {md(item.label)}")
            lines += [f"  - {md(why)}" for why in item.reasons]
    if parts.rulings:
        lines += ["", f"{md(words['rulings'])} {', '.join(md(r) for r in parts.rulings)}"]
    return "\n".join(lines)


def ruling_mime(parts: RulingParts) -> QMimeData:
    """Clipboard data: plain text, and Markdown for the applications that take it."""
    data = QMimeData()
    data.setText(as_plain_text(parts))
    data.setData("text/markdown", as_markdown(parts).encode("utf-8"))
    return data
