"""The accessible name and description of every panel of the window.

What the table says for the card under the keyboard's cursor is built below the window, in
sandbox/ui/board/sentences.py; here the window's panels and their controls are named (every
stop of the Tab ring: tests/ui/test_accessible_names.py), and the links of their texts speak.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from sandbox.ui.board.sentences import table_help
from sandbox.ui.board.view import BoardView
from sandbox.ui.cards.palette import Palette
from sandbox.ui.kit.speech import speak_links
from sandbox.ui.panels.effects import EffectsPanel
from sandbox.ui.panels.inspector import Inspector
from sandbox.ui.panels.references import ReferencesPanel
from sandbox.ui.panels.rules_text import link_words
from sandbox.ui.panels.scenario_header import ScenarioHeader
from sandbox.ui.panels.timeline import Timeline
from sandbox.ui.panels.turn_bar import TurnBar
from sandbox.ui.panels.whatif import WhatIfPanel


class LabelledPanels(Protocol):
    """The panels that get accessible names (the main window has them)."""

    board_view: BoardView
    card_palette: Palette
    inspector: Inspector
    references: ReferencesPanel
    effects: EffectsPanel
    timeline: Timeline
    whatif: WhatIfPanel
    turn_bar: TurnBar
    header: ScenarioHeader


def _name(widget: QWidget, name: str, description: str = "") -> None:
    widget.setAccessibleName(name)
    if description:
        widget.setAccessibleDescription(description)


def label_panels(window: LabelledPanels) -> None:
    """Accessible names and descriptions for the window's panels and their main controls."""
    _name(
        window.board_view,
        QCoreApplication.translate(
            "Accessible",
            "Board",
            'the table of cards; not "Table", which screen readers say of data tables',
        ),
        table_help(),
    )
    palette = window.card_palette
    _name(
        palette,
        QCoreApplication.translate("Accessible", "Card palette"),
        QCoreApplication.translate("Accessible", "Find a card and add it to the table."),
    )
    _name(
        palette.search_edit,
        QCoreApplication.translate("Accessible", "Search cards"),
        QCoreApplication.translate("Accessible", "Down arrow goes to the results."),
    )
    _name(
        palette.list,
        QCoreApplication.translate("Accessible", "Cards found"),
        QCoreApplication.translate(
            "Accessible",
            "Enter adds the highlighted card to the selected zone, or to the active hand.",
        ),
    )
    _name(palette.game_box, QCoreApplication.translate("Accessible", "Game of the cards"))
    _name(
        window.inspector,
        QCoreApplication.translate("Accessible", "Inspector"),
        QCoreApplication.translate("Accessible", "The selected object: its names and why."),
    )
    _name(
        window.references,
        QCoreApplication.translate("Accessible", "Name references"),
        QCoreApplication.translate(
            "Accessible", "Every name-using ability on the table and what it finds."
        ),
    )
    _name(
        window.effects,
        QCoreApplication.translate("Accessible", "Effects"),
        QCoreApplication.translate(
            "Accessible",
            "The effects on the table; Space in the first column switches one on or off.",
        ),
    )
    _name(
        window.timeline,
        QCoreApplication.translate("Accessible", "Timeline"),
        QCoreApplication.translate("Accessible", "The steps of the table, from the first."),
    )
    _name(
        window.whatif,
        QCoreApplication.translate("Accessible", "What changed"),
        QCoreApplication.translate("Accessible", "Names gained and lost by the last change."),
    )
    _name(window.turn_bar, QCoreApplication.translate("Accessible", "Turn"))
    _name(window.header, QCoreApplication.translate("Accessible", "Scenario"))
    label_controls(window)


def label_controls(window: LabelledPanels) -> None:
    """The panels' tables, texts, search fields and slider: each a stop of the Tab ring."""
    _name(
        window.board_view.viewport(),
        QCoreApplication.translate("Accessible", "Cards on the table"),
        QCoreApplication.translate(
            "Accessible", "Arrows move between the cards; Enter opens the card's menu."
        ),
    )
    inspector = window.inspector
    _name(
        inspector.names_view, QCoreApplication.translate("Accessible", "Names of the selected card")
    )
    _name(inspector.details, QCoreApplication.translate("Accessible", "Card text"))
    speak_links(inspector.details, link_words)
    references = window.references
    _name(references.filter.search, QCoreApplication.translate("Accessible", "Search abilities"))
    _name(
        references.table, QCoreApplication.translate("Accessible", "Abilities and what they find")
    )
    _name(
        references.explanation,
        QCoreApplication.translate("Accessible", "Why"),
        QCoreApplication.translate(
            "Accessible", "What the selected ability finds and misses, and why."
        ),
    )
    speak_links(references.explanation, link_words)
    _name(window.effects.table, QCoreApplication.translate("Accessible", "Effects on the table"))
    _name(
        window.timeline.slider,
        QCoreApplication.translate("Accessible", "Step"),
        QCoreApplication.translate("Accessible", "Left and Right go one step back or forward."),
    )
