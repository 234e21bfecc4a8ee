"""A finding explained as HTML: what the ability uses the name for, what it finds, what it
does not find and why (the chain of effects, with ruling ids linked to the rule text).

The model's explanations are rendered by sandbox.messages; this module only arranges them
and hides what the viewer may not see.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from sandbox.messages import render
from sandbox.model.board import Board
from sandbox.model.derive import Derived
from sandbox.model.findings import Finding
from sandbox.model.reasons import Reason
from sandbox.model.visibility import Viewer, may_see_object
from sandbox.ui.labels import status_label, use_label, zone_label
from sandbox.ui.rules_text import linkify

STATUS_COLOURS = {"finds": "#1e8c4e", "fails": "#c0392b", "n/a": "#7f7f7f"}


def object_label(board: Board, object_id: str, viewer: Viewer) -> str:
    obj = board.object(object_id)
    if obj is None:
        return html.escape(object_id)
    if not may_see_object(board, obj, viewer):
        return html.escape(
            QCoreApplication.translate("Explain", "a hidden card in %1").replace(
                "%1", zone_label(obj.zone)
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
        f"<p>{object_label(board, finding.source_id, viewer)}</p>",
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
        items = "".join(f"<li>{object_label(board, i, viewer)}</li>" for i in finding.found)
        title = html.escape(QCoreApplication.translate("Explain", "Finds"))
        parts.append(f"<p style='color:#1e8c4e'><b>✔ {title}</b></p><ul>{items}</ul>")
    if finding.missed:
        title = html.escape(QCoreApplication.translate("Explain", "Does not find"))
        parts.append(f"<p style='color:#c0392b'><b>✘ {title}</b></p><ul>")
        for miss in finding.missed:
            label = object_label(board, miss.object_id, viewer)
            obj = board.object(miss.object_id)
            if obj is not None and may_see_object(board, obj, viewer):
                parts.append(f"<li>{label}{_reasons(miss.reasons, language, game)}</li>")
            else:
                parts.append(f"<li>{label}</li>")
        parts.append("</ul>")
    if finding.rulings:
        links = ", ".join(f'<a href="ruling:{r}">{r}</a>' for r in finding.rulings)
        parts.append(
            "<p>" + html.escape(QCoreApplication.translate("Explain", "Rulings:")) + f" {links}</p>"
        )
    return "".join(parts)


def _reasons(reasons: tuple[Reason, ...], language: str, game: str) -> str:
    if not reasons:
        return ""
    items = "".join(f"<li>{linkify(render(r, language), game)}</li>" for r in reasons)
    return f"<ul>{items}</ul>"
