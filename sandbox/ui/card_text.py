"""A card's printed words for people: every face's name, type line, cost or pitch, and rules
text, as escaped rich text (card data is untrusted: nothing in it is ever interpreted).

Used by the inspector and the palette's tooltips. When a scenario file embeds a card that the
user's card data now words otherwise (errata), both texts are shown, the file's first.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from sandbox.cards.resolver import CardDrift
from sandbox.model.cards import CardDef, Face


def plain(text: str) -> str:
    """`text` as rich text that shows exactly these characters, line breaks kept."""
    return html.escape(text).replace("\n", "<br>")


def face_heading(card: CardDef, face: Face) -> str:
    """Type line and cost (MTG mana cost, FaB pitch and cost), for one face."""
    parts = [face.type_line or " ".join(face.types)]
    if card.pitch:
        parts.append(QCoreApplication.translate("CardText", "pitch %1").replace("%1", card.pitch))
    if face.cost:
        parts.append(QCoreApplication.translate("CardText", "cost %1").replace("%1", face.cost))
    return " · ".join(p for p in parts if p)


def card_text_html(card: CardDef, drift: CardDrift | None = None) -> str:
    """Every face of `card` with its heading and rules text; with `drift`, the user's card
    data's text too."""
    several = len(card.faces) > 1
    blocks = []
    for face in card.faces:
        title = f"<b>{plain(face.name)}</b><br>" if several else ""
        heading = plain(face_heading(card, face))
        none = QCoreApplication.translate("CardText", "(no rules text)")
        text = plain(face.text) if face.text else f"<i>{none}</i>"
        blocks.append(f"<p>{title}<span style='color:#555'>{heading}</span><br>{text}</p>")
    body = "".join(blocks)
    if drift is None:
        return body
    used = QCoreApplication.translate("CardText", "This file’s version (used on this table):")
    local = QCoreApplication.translate("CardText", "Your card data now says:")
    return (
        f"<p><b>{plain(used)}</b></p>{body}"
        f"<p><b>{plain(local)}</b><br>{plain(drift.local_text)}</p>"
    )


def card_tooltip(card: CardDef) -> str:
    """The palette's tooltip: name, then every face as in the inspector."""
    return f"<p><b>{plain(card.label)}</b></p>{card_text_html(card)}"
