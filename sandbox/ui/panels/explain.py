"""A finding explained as HTML: what the ability uses the name for, what it finds and why
(the name that matched and where it came from), what it does not find and why (the chain of
effects), with ruling ids linked to the rule text. Where it looks nowhere yet because its
source has no target or link, a `set:` link offers to set them (the panel opens the dialog).

The model's explanations are rendered by sandbox.messages; this module only arranges them
and hides what the viewer may not see.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from sandbox.messages import render
from sandbox.messages.zones import zone_phrase
from sandbox.model import Board, Derived, Finding, Game, Reason, Viewer, may_see_object
from sandbox.ui.kit.labels import status_label, use_label, zone_label
from sandbox.ui.panels.rules_text import linkify

STATUS_COLOURS = {"finds": "#1e8c4e", "fails": "#c0392b", "n/a": "#7f7f7f"}
# the reasons the source's targets or links settle: the link that opens the dialog for them
FIX_LINKS = {
    "ref.unset_target_player": "set:targets",
    "ref.unset_controller_of_target": "set:targets",
    "ref.unset_owner_of_target": "set:targets",
    "ref.no_anchor_target": "set:targets",
    "ref.unset_controller_of_trigger": "set:links/trigger",
    "ref.unset_owner_of_trigger": "set:links/trigger",
    "ref.no_anchor_trigger": "set:links/trigger",
    "ref.no_anchor_linked": "set:links/linked",
    "ref.no_anchor_revealed": "set:links/revealed",
}


def object_label(board: Board, object_id: str, viewer: Viewer, language: str = "en") -> str:
    obj = board.object(object_id)
    if obj is None:
        return html.escape(object_id)
    if not may_see_object(board, obj, viewer):
        return html.escape(
            QCoreApplication.translate("Explain", "a hidden card in %1").replace(
                "%1",
                zone_phrase(obj.zone, language),  # inside a sentence: "in the hand"
            )
        )
    where = zone_label(obj.zone)
    return f"<b>{html.escape(obj.card.label)}</b> [{html.escape(obj.id)}] · {html.escape(where)}"


def finding_html(
    board: Board, derived: Derived, finding: Finding, viewer: Viewer, language: str
) -> str:
    """The explanation of `finding` for `viewer`, in `language`."""
    source = board.object(finding.source_id)
    if source is not None and not may_see_object(board, source, viewer):
        return (
            "<p><i>"
            + html.escape(
                QCoreApplication.translate(
                    "Explain", "This ability is on a card this player may not see."
                )
            )
            + "</i></p>"
        )
    game = board.game
    colour = STATUS_COLOURS.get(finding.status, "#333")
    parts = [
        # the offer to set its targets or links beside the source: seen in the smallest panel
        f"<p>{object_label(board, finding.source_id, viewer, language)}"
        f"{_fixes(finding.reasons)}</p>",
        f"<p><i>“{html.escape(finding.text)}”</i></p>",
        "<p>"
        + html.escape(
            QCoreApplication.translate("Explain", "Use: %1").replace("%1", use_label(finding.use))
        )
        + " · "
        + f"<b style='color:{colour}'>{html.escape(status_label(finding.status))}</b></p>",
    ]
    parts.append(_reasons(finding.reasons, language, game))
    if finding.found:
        hits = {hit.object_id: hit.reasons for hit in finding.hits}
        found = [(i, hits.get(i, ())) for i in finding.found]
        title = html.escape(QCoreApplication.translate("Explain", "Finds"))
        parts.append(f"<p style='color:#1e8c4e'><b>✔ {title}</b></p>")
        parts.append(_objects(board, found, viewer, language))
    if finding.missed:
        missed = [(miss.object_id, miss.reasons) for miss in finding.missed]
        title = html.escape(QCoreApplication.translate("Explain", "Does not find"))
        parts.append(f"<p style='color:#c0392b'><b>✘ {title}</b></p>")
        parts.append(_objects(board, missed, viewer, language))
    if finding.rulings:
        links = ", ".join(f'<a href="ruling:{r}">{r}</a>' for r in finding.rulings)
        parts.append(
            "<p>" + html.escape(QCoreApplication.translate("Explain", "Rulings:")) + f" {links}</p>"
        )
    return "".join(parts)


def _objects(
    board: Board,
    objects: list[tuple[str, tuple[Reason, ...]]],
    viewer: Viewer,
    language: str,
) -> str:
    """A list of objects with why each is (not) found. Objects with the same reasons share
    one entry (five cards of a deck that lost their names to one effect read as one), and the
    cards hidden from the viewer are only counted, by zone, without their reasons."""
    groups: dict[str, list[str]] = {}
    hidden: dict[str, int] = {}
    for object_id, reasons in objects:
        obj = board.object(object_id)
        if obj is not None and not may_see_object(board, obj, viewer):
            hidden[obj.zone] = hidden.get(obj.zone, 0) + 1
            continue
        why = _reasons(reasons, language, board.game)
        groups.setdefault(why, []).append(object_label(board, object_id, viewer, language))
    items = [f"<li>{'<br>'.join(labels)}{why}</li>" for why, labels in groups.items()]
    for zone, count in hidden.items():
        text = (
            QCoreApplication.translate("Explain", "a hidden card in %1")
            if count == 1
            else QCoreApplication.translate("Explain", "%n hidden cards in %1").replace(
                "%n",
                str(count),  # always a plural: Qt's %n needs a numerus entry lupdate skips
            )
        )
        items.append(f"<li>{html.escape(text.replace('%1', zone_phrase(zone, language)))}</li>")
    return f"<ul>{''.join(items)}</ul>"


def _fixes(reasons: tuple[Reason, ...]) -> str:
    """ "Set targets…" / "Set links…" links for the reasons they would settle."""
    hrefs = dict.fromkeys(FIX_LINKS[r.code] for r in reasons if r.code in FIX_LINKS)
    if not hrefs:
        return ""
    words = {
        "targets": QCoreApplication.translate("Explain", "Set targets…"),
        "links": QCoreApplication.translate("Explain", "Set links…"),
    }
    links = " · ".join(
        f'<a href="{href}">{html.escape(words[href[4:].partition("/")[0]])}</a>' for href in hrefs
    )
    return f" &nbsp; ➜ {links}"


def _reasons(reasons: tuple[Reason, ...], language: str, game: Game) -> str:
    if not reasons:
        return ""
    items = "".join(f"<li>{linkify(render(r, language), game)}</li>" for r in reasons)
    return f"<ul>{items}</ul>"
