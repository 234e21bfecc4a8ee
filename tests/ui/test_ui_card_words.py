"""The inspector shows what a card is called in other languages and its rulings, when the
imported card data carries them (MTGJSON foreignData and rulings)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.cards.db.database import CardDatabase
from sandbox.cards.importers.importing import import_file
from sandbox.cards.resolver import CardResolver
from sandbox.model import Board, Player, apply
from sandbox.model import add_action as add_card
from sandbox.ui.cards.source import CardSource
from sandbox.ui.document.document import Document
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.panels.inspector import Inspector

pytestmark = pytest.mark.gui
FOREIGN = Path(__file__).parents[1] / "cards" / "data" / "foreign" / "AtomicCards-foreign.json"


def test_the_inspector_shows_rulings_and_names_in_other_languages(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path
) -> None:
    path = tmp_path / "cards.sqlite3"
    import_file(FOREIGN, database=path)
    with CardDatabase.open(path) as db:
        cards = CardSource(resolver=CardResolver(database=db))
        bolt = cards.resolver.resolve("mtg", "Rayo")
        board = Board("mtg", (Player("ann", "Ann"), Player("ben", "Ben")), active_player="ann")
        board = apply(board, add_card(board, bolt, "hand", "ann"))
        document, view = Document(board), ViewState()
        inspector = Inspector(document, view, cards)
        qtbot.addWidget(inspector)
        view.select([board.objects[0].id])
        inspector.refresh()
        text = inspector.details.toPlainText()
        assert "In other languages: Blitzschlag (de), Rayo (es), Foudre (fr)" in text
        assert "Rulings:" in text
        assert "2009-10-01: This can target a creature, a player or a planeswalker." in text
