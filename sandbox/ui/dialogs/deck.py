"""Table ▸ Import deck… and Table ▸ Audit deck…: a deck list pasted or opened from a file,
its problems one line each, and what a name effect does to it.

The dialog reads and resolves the list (`sandbox.decks`) as the user types; "Add to table"
is refused while a line fails unless "add the rest" is ticked. Accepting leaves the model's
actions in `placed` (the caller applies them as one undo step). The audit shows the report
in the interface language and saves its board as a scenario file the user can open.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sandbox.cards.presets import presets_for
from sandbox.cards.resolver import CardResolver
from sandbox.decks.against import (
    FACE_DOWN,
    NAMING_CARDS,
    SIDES,
    STICKER,
    UnknownAgainst,
    against_words,
)
from sandbox.decks.audit import Audit, AuditRefused, audit_deck
from sandbox.decks.formats import parse_deck, read_deck_file
from sandbox.decks.lines import DeckRefused
from sandbox.decks.report import as_text
from sandbox.decks.resolve import ResolvedDeck, read_deck
from sandbox.decks.table import deck_actions
from sandbox.decks.words import problem_line, say
from sandbox.messages import render
from sandbox.model import Action, Board
from sandbox.scenario.files import save_problem, save_scenario
from sandbox.scenario.write import from_board

DECK_FILES = "*.txt *.dek *.cod *.dck"


W = TypeVar("W", bound=QWidget)


def _named(widget: W, name: str, read_only: bool = False) -> W:
    widget.setObjectName(name)
    if read_only and isinstance(widget, QPlainTextEdit):
        widget.setReadOnly(True)
    return widget


class DeckDialog(QDialog):
    """`placed` (the actions) and `player` are set when the user accepts with "Add to table"."""

    def __init__(
        self,
        board: Board,
        resolver: CardResolver,
        language: str = "en",
        parent: QWidget | None = None,
        player: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("deckDialog")
        self.setWindowTitle(self.tr("Deck"))
        self.board, self.resolver, self.language = board, resolver, language
        self.placed: tuple[Action, ...] = ()
        self.player = ""
        self.deck: ResolvedDeck | None = None
        self.audit: Audit | None = None
        self.player_box = _named(QComboBox(), "deckPlayer")
        for one in board.players:
            self.player_box.addItem(one.name, one.id)
        if player in board.player_ids:
            self.player_box.setCurrentIndex(board.player_ids.index(player))
        self.text = _named(QPlainTextEdit(), "deckText")
        self.text.setPlaceholderText(
            self.tr(
                "Paste a deck list here (MTG Arena or MTGO text, Fabrary text), or open a file."
            )
        )
        self.text.textChanged.connect(self.check)
        open_button = _named(QPushButton(self.tr("&Open file…")), "deckOpen")
        open_button.clicked.connect(self.open_file)
        self.add_rest = _named(
            QCheckBox(self.tr("Add the lines that resolve and leave out the rest")), "deckAddRest"
        )
        self.add_rest.toggled.connect(self._update_ok)
        self.report = _named(QPlainTextEdit(), "deckReport", read_only=True)
        self.summary = _named(QLabel(), "deckSummary")
        self.summary.setWordWrap(True)
        self.against_box = _named(QComboBox(), "deckAgainst")
        for word in against_words(board.game):
            self.against_box.addItem(self._against_label(word), word)
        self.side_box = _named(QComboBox(), "deckSide")
        self.side_box.addItem(self.tr("either player"), "both")
        self.side_box.addItem(self.tr("you"), SIDES[0])
        self.side_box.addItem(self.tr("the opponent"), SIDES[1])
        audit_button = _named(QPushButton(self.tr("A&udit")), "deckAuditButton")
        audit_button.clicked.connect(self.run_audit)
        self.save_board = _named(QPushButton(self.tr("&Save audit board…")), "deckSaveBoard")
        self.save_board.setEnabled(False)
        self.save_board.clicked.connect(self.save_audit_board)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.add_button = self.buttons.addButton(
            self.tr("&Add to table"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.add_button.setObjectName("deckAdd")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out(open_button, audit_button)
        self.check()

    def _lay_out(self, open_button: QPushButton, audit_button: QPushButton) -> None:
        top = QFormLayout()
        top.addRow(self.tr("&Player:"), self.player_box)
        unlabelled: list[tuple[QWidget, str]] = [
            (self.text, self.tr("Deck list")),
            (self.report, self.tr("What the deck list gives")),
            (self.against_box, self.tr("Name effect to audit")),
            (self.side_box, self.tr("Aimed at")),
        ]
        for field, name in unlabelled:
            field.setAccessibleName(name)  # (no label of their own on the screen)
        audit_row = QHBoxLayout()
        for widget in (self.against_box, QLabel(self.tr("on")), self.side_box, audit_button):
            audit_row.addWidget(widget)
        audit_row.addWidget(self.save_board)
        audit_row.addStretch()
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(open_button)
        layout.addWidget(self.text, 2)
        layout.addWidget(self.summary)
        layout.addWidget(self.add_rest)
        layout.addWidget(QLabel(self.tr("Audit: what a name effect does to this deck")))
        layout.addLayout(audit_row)
        layout.addWidget(self.report, 3)
        layout.addWidget(self.buttons)
        self.resize(900, 680)

    def _against_label(self, word: str) -> str:
        presets = {p.id: p for p in presets_for(self.board.game)}
        if word in presets:
            return presets[word].label(self.language)
        if word in NAMING_CARDS:
            return self.tr("%1 naming a card of the deck").replace("%1", NAMING_CARDS[word])
        if word == STICKER:
            return self.tr("A name sticker")
        if word == FACE_DOWN:
            return self.tr("Face-down cards")
        return word

    # the list ---------------------------------------------------------------------------

    def open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open deck list"),
            "",
            self.tr("Deck lists (%1)").replace("%1", DECK_FILES),
        )
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path) -> None:
        """Read a deck file into the text box (its problems shown if it cannot be read)."""
        try:
            data = read_deck_file(path)
            parse_deck(data, self.board.game)  # a list refused whole never fills the box
        except DeckRefused as refused:
            self._show_problems([f"{path.name}: {problem_line(refused.problem, self.language)}"])
            return
        self.text.setPlainText(data.decode("utf-8", errors="replace"))

    def check(self) -> None:
        """Read and resolve the list; show each problem on its line."""
        self.deck, self.audit = None, None
        self.save_board.setEnabled(False)
        text = self.text.toPlainText()
        if not text.strip():
            self.summary.setText("")
            self.report.setPlainText("")
            self._update_ok()
            return
        try:
            self.deck = read_deck(text, self.board.game, self.resolver)
        except DeckRefused as refused:
            self._show_problems([problem_line(refused.problem, self.language)])
            return
        self._show_problems([problem_line(p, self.language) for p in self.deck.problems])

    def _show_problems(self, lines: list[str]) -> None:
        cards = self.deck.card_count if self.deck is not None else 0
        if lines:
            self.summary.setText(
                self.tr("%1 cards read; %2 lines do not resolve:")
                .replace("%1", str(cards))
                .replace("%2", str(len(lines)))
            )
        else:
            self.summary.setText(
                self.tr("%1 cards, every line resolves.").replace("%1", str(cards))
            )
        self.report.setPlainText("\n".join(lines))
        self._update_ok()

    def _update_ok(self) -> None:
        deck = self.deck
        self.add_button.setEnabled(
            deck is not None and bool(deck.entries) and (deck.ok or self.add_rest.isChecked())
        )

    def accept(self) -> None:
        if self.deck is None or not self.add_button.isEnabled():
            return
        player = str(self.player_box.currentData())
        self.placed = deck_actions(self.board, self.deck, player).actions
        self.player = player
        super().accept()

    # the audit --------------------------------------------------------------------------

    def run_audit(self) -> None:
        if self.deck is None or not self.deck.ok:
            self.check()
            return
        side = str(self.side_box.currentData())
        sides = SIDES if side == "both" else (side,)
        word = str(self.against_box.currentData())
        try:
            self.audit = audit_deck(self.deck, (word,), sides, self.resolver)
        except (AuditRefused, UnknownAgainst) as refused:
            why = render(refused.reason, self.language) if isinstance(refused, AuditRefused) else ""
            self.report.setPlainText(f"{word}: {why}")
            return
        self.report.setPlainText(as_text(self.audit, self.language))
        self.save_board.setEnabled(True)

    def save_audit_board(self) -> None:
        if self.audit is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save audit board"), "audit.namesake.json", self.tr("Scenarios (*.json)")
        )
        if name:
            self.write_audit_board(Path(name))

    def write_audit_board(self, path: Path) -> bool:
        """Save the audit's board (its last run: the effect on the last side) as a scenario."""
        assert self.audit is not None
        run = self.audit.runs[-1]
        title = say("audit.title", {"title": self.audit.deck.title or path.stem}, self.language)
        try:
            save_scenario(path, from_board(run.applied.board, title=title))
        except (OSError, ValueError) as error:
            self.summary.setText(f"{path.name}: {save_problem(error)}")
            return False
        self.summary.setText(say("audit.board", {"path": path}, self.language))
        return True
