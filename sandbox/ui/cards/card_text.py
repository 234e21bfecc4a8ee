"""A card's printed words for people: every face's name, type line, cost or pitch, and rules
text, as escaped rich text (card data is untrusted: nothing in it is ever interpreted).

Used by the inspector and the palette's tooltips. The rules text marks the span an ability was
read from (the selected one, highlighted) and the spans that use names but that no ability
encodes (underlined, each a `write:START-END` link that opens the ability dialog on it). When a
scenario file embeds a card that the user's card data now words otherwise (errata), both
texts are shown, the file's first.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from sandbox.cards.resolver import CardDrift, CardWords
from sandbox.model import CardDef, Face, Game
from sandbox.ui.kit.labels import ability_origin_label, scope_label
from sandbox.ui.kit.plain import escaped as plain
from sandbox.ui.kit.speech import spoken_card_text

HIGHLIGHT = "background-color:#fff1a8;"
UNENCODED = "background-color:#fde2e2; text-decoration:underline;"
Span = tuple[int, int]


def face_heading(card: CardDef, face: Face) -> str:
    """Type line and cost (MTG mana cost, FaB pitch and cost), for one face."""
    parts = [face.type_line or " ".join(face.types)]
    if card.pitch:
        parts.append(QCoreApplication.translate("CardText", "pitch %1").replace("%1", card.pitch))
    if face.cost:
        parts.append(QCoreApplication.translate("CardText", "cost %1").replace("%1", face.cost))
    return " · ".join(p for p in parts if p)


def marked_text(
    text: str, base: int, highlight: Span | None, unencoded: Sequence[Span], game: Game
) -> str:
    """`text` (which starts at `base` in the card's whole text) as rich text with the
    highlighted span and the unencoded spans marked, its symbols as words ("+1 power", read
    aloud as it is shown)."""

    def shown(part: str) -> str:
        return plain(spoken_card_text(part, game))

    marks = [(s, e, "hl") for s, e in ([highlight] if highlight else [])]
    marks += [(s, e, "un") for s, e in unencoded]
    out, at = [], 0
    for start, end, kind in sorted(marks):
        start, end = max(start - base, at), min(end - base, len(text))
        if start >= end:
            continue
        out.append(shown(text[at:start]))
        inner = shown(text[start:end])
        if kind == "hl":
            out.append(f"<span style='{HIGHLIGHT}'>{inner}</span>")
        else:
            link = f"write:{start + base}-{end + base}"
            out.append(f"<a href='{link}' style='{UNENCODED} color:#8a1c1c'>{inner}</a>")
        at = end
    out.append(shown(text[at:]))
    return "".join(out)


def card_text_html(
    card: CardDef, drift: CardDrift | None = None, highlight: Span | None = None
) -> str:
    """Every face of `card` with its heading and rules text; with `drift`, the user's card
    data's text too."""
    several = len(card.faces) > 1
    blocks, base = [], 0
    for face in card.faces:
        title = f"<b>{plain(face.name)}</b><br>" if several else ""
        heading = plain(face_heading(card, face))
        if face.text:
            text = marked_text(face.text, base, highlight, card.unencoded, card.game)
            base += len(face.text) + 1
        else:
            text = "<i>" + QCoreApplication.translate("CardText", "(no rules text)") + "</i>"
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


def card_words_html(words: CardWords) -> str:
    """A card's names in other languages and its rulings, as the card data gives them."""
    parts = []
    if words.names:
        heading = QCoreApplication.translate("CardText", "In other languages:")
        names = ", ".join(f"{plain(name)} ({plain(language)})" for language, name in words.names)
        parts.append(f"<p><b>{plain(heading)}</b> {names}</p>")
    if words.rulings:
        heading = QCoreApplication.translate("CardText", "Rulings:")
        items = "".join(f"<li>{plain(date)}: {plain(text)}</li>" for date, text in words.rulings)
        parts.append(f"<p><b>{plain(heading)}</b></p><ul>{items}</ul>")
    return "".join(parts)


def name_use_html(card: CardDef) -> str:
    """One line on how the card uses names and who encoded its abilities ("" when unknown)."""
    scope = scope_label(card.scope)
    if scope:
        text = QCoreApplication.translate(
            "CardText", "Uses names only outside the table (%1): not encoded."
        ).replace("%1", scope)
        return f"<p style='color:#555'>{plain(text)}</p>"
    parts = []
    origins = [ability_origin_label(r.origin) for r in card.references if r.origin]
    if origins:
        counted = {label: origins.count(label) for label in origins}
        listed = ", ".join(f"{n} {label}" for label, n in counted.items())
        parts.append(
            QCoreApplication.translate("CardText", "Name-using abilities: %1.").replace(
                "%1", listed
            )
        )
    if card.unencoded:
        parts.append(
            QCoreApplication.translate(
                "CardText", "Uses names: not encoded, write it (click the marked text)."
            )
        )
    elif card.name_use == "none" and not card.references:
        parts.append(QCoreApplication.translate("CardText", "Its text uses no names."))
    return "".join(f"<p style='color:#555'>{plain(p)}</p>" for p in parts)


def card_tooltip(card: CardDef) -> str:
    """The palette's tooltip: name, then every face as in the inspector."""
    return f"<p><b>{plain(card.label)}</b></p>{card_text_html(card)}{name_use_html(card)}"
