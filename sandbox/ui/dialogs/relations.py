"""Targets… and Links…: what an object targets (MTG 115.1, M12) and the objects it is linked
to by role (the one that triggered it, the cards exiled with it (607.2a, 406.6), the card it
revealed or milled), picked among the players and objects of the table.

What a reference finds through "target player", "controller of the target", "the object that
triggered it", a same-name anchor "the target" and the like depends on them. OK makes one
SetTargets or SetLinks action, pushed through the document as one undo step; Cancel, or OK
with nothing changed, pushes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QTabWidget, QVBoxLayout, QWidget

from sandbox.model import (
    LINK_ROLES,
    Action,
    Board,
    Derived,
    GameObject,
    LinkRole,
    SetLinks,
    SetTargets,
    Viewer,
)
from sandbox.ui.dialogs.pick_list import PickList, object_title
from sandbox.ui.document.document import Document
from sandbox.ui.kit.form_dialog import FormDialog


def role_title(role: LinkRole) -> str:
    """What a link of `role` is, as a tab of the Links… dialog says it."""
    titles = {
        "trigger": QCoreApplication.translate("Relations", "The object that triggered it"),
        "linked": QCoreApplication.translate("Relations", "Exiled or banished with it"),
        "revealed": QCoreApplication.translate("Relations", "The card it revealed or milled"),
    }
    return titles[role]


def table_choices(
    board: Board,
    derived: Derived,
    source: GameObject,
    viewer: Viewer,
    players: bool,
    keep: Iterable[str] = (),
) -> list[tuple[str, str]]:
    """(id, title) of the players (if `players`), then of every object but `source` (unless
    it is in `keep`, what is chosen already)."""
    choices = [(p.id, f"{p.name} [{p.id}]") for p in board.players] if players else []
    kept = set(keep)
    for obj in board.objects:
        if obj.id != source.id or obj.id in kept:
            choices.append((obj.id, object_title(board, derived, obj, viewer)))
    return choices


class RelationDialog(FormDialog):
    """What the two dialogs share: a title naming the source, a line saying what the picks
    are for, the error line, OK/Cancel (and Ctrl+Enter for OK, from anywhere in it). The
    picks are for `viewer` (a card hidden from them reads as a hidden card)."""

    def __init__(
        self,
        board: Board,
        derived: Derived,
        source: GameObject,
        viewer: Viewer = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.board = board
        self.source = source
        self.action: Action | None = None
        self.language = "en"
        self.build(derived, viewer)

    def build(self, derived: Derived, viewer: Viewer) -> None:
        raise NotImplementedError

    def lay_out(self, title: str, help_text: str, body: QWidget) -> None:
        """`title` and `help_text` name the source as %1."""
        name = self.source.card.name
        self.setWindowTitle(title.replace("%1", name))
        help_label = QLabel(help_text.replace("%1", name))
        help_label.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self, self.try_accept)
        layout = QVBoxLayout(self)
        layout.addWidget(help_label)
        layout.addWidget(body, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        parent = self.parentWidget()
        wide = int(parent.window().width() * 0.6) if parent is not None else 0  # whole titles
        self.resize(max(820, min(wide, 1200)), 480)

    def new_action(self) -> Action | None:
        raise NotImplementedError

    def shown_picks(self) -> PickList:
        raise NotImplementedError

    def showEvent(self, event: QShowEvent) -> None:
        """Typing goes to the search at once."""
        picks = self.shown_picks()
        super().showEvent(event)
        picks.search.setFocus()

    def try_accept(self) -> None:
        action = self.new_action()
        if action is None:  # nothing changed: no undo step
            self.accept()
            return
        if self.accept_if_possible(self.board, action, self.language):
            self.action = action


class TargetsDialog(RelationDialog):
    """Pick what the source targets: players and objects, in order."""

    def build(self, derived: Derived, viewer: Viewer) -> None:
        self.setObjectName("targetsDialog")
        targets = self.source.targets
        choices = table_choices(self.board, derived, self.source, viewer, True, targets)
        self.picks = PickList(choices, targets, self.tr("&Players and objects:"))
        self.picks.setObjectName("targetsPicks")
        self.picks.list.setAccessibleName(self.tr("Players and objects to target"))
        help_text = self.tr(
            "Tick what %1 targets (a spell or ability’s targets, MTG 115.1). A reference"
            " to “target player” or to its target’s owner or controller looks where"
            " these say."
        )
        self.lay_out(self.tr("Targets of %1"), help_text, self.picks)

    def shown_picks(self) -> PickList:
        return self.picks

    def new_action(self) -> SetTargets | None:
        targets = self.picks.chosen()
        if targets == self.source.targets:
            return None
        return SetTargets(self.source.id, targets)

    def undo_text(self) -> str:
        return self.tr("Set targets of %1", "undo text").replace("%1", self.source.card.name)


class LinksDialog(RelationDialog):
    """Pick, per role (a tab each), the objects the source is linked to. A tab's list is
    made when the tab is first shown (a table of 10,000 cards: one list, not three)."""

    def build(self, derived: Derived, viewer: Viewer) -> None:
        self.setObjectName("linksDialog")
        self.derived, self.viewer = derived, viewer
        self.tabs = QTabWidget()
        self.tabs.setObjectName("linksTabs")
        self.tabs.setAccessibleName(self.tr("Link roles"))
        self.picks: dict[LinkRole, PickList] = {}
        self._pages: list[QVBoxLayout] = []
        for kind in LINK_ROLES:
            page = QWidget()
            self._pages.append(QVBoxLayout(page))
            self.tabs.addTab(page, role_title(kind))
        self.tabs.currentChanged.connect(self._fill_tab)
        self._name_tabs()
        help_text = self.tr(
            "Tick, on each tab, the objects %1 is linked to. A reference to “the object"
            " that triggered it”, to the cards exiled with it or to the card it revealed"
            " looks at these."
        )
        self.lay_out(self.tr("Links of %1"), help_text, self.tabs)

    def show_role(self, role: LinkRole) -> PickList:
        """Show the tab of `role`; its list."""
        self.tabs.setCurrentIndex(LINK_ROLES.index(role))
        return self.shown_picks()

    def shown_picks(self) -> PickList:
        """The shown tab's list (made now if it was not yet)."""
        index = self.tabs.currentIndex()
        self._fill_tab(index)
        return self.picks[LINK_ROLES[index]]

    def _fill_tab(self, index: int) -> None:
        kind = LINK_ROLES[index]
        if kind in self.picks:
            return
        chosen = self.source.related(kind)
        choices = table_choices(self.board, self.derived, self.source, self.viewer, False, chosen)
        picks = PickList(choices, chosen, self.tr("&Objects:"))
        picks.setObjectName(f"links-{kind}")
        picks.list.setAccessibleName(role_title(kind))
        picks.changed.connect(self._name_tabs)
        self.picks[kind] = picks
        self._pages[index].addWidget(picks)
        picks.show()  # (a widget added to a shown one stays hidden until asked)

    def _chosen(self, kind: LinkRole) -> tuple[str, ...]:
        picks = self.picks.get(kind)
        return picks.chosen() if picks is not None else self.source.related(kind)

    def _name_tabs(self) -> None:
        """Each tab's title says how many objects it has."""
        for index, kind in enumerate(LINK_ROLES):
            count = len(self._chosen(kind))
            title = role_title(kind) + (f" ({count})" if count else "")
            self.tabs.setTabText(index, title)

    def links(self) -> tuple[tuple[LinkRole, str], ...]:
        return tuple((kind, i) for kind in LINK_ROLES for i in self._chosen(kind))

    def new_action(self) -> SetLinks | None:
        links = self.links()
        if sorted(links) == sorted(self.source.links):
            return None
        return SetLinks(self.source.id, links)

    def undo_text(self) -> str:
        return self.tr("Set links of %1", "undo text").replace("%1", self.source.card.name)


def edit_targets(
    document: Document, object_id: str, viewer: Viewer, parent: QWidget | None
) -> bool:
    """Ask what `object_id` targets and set it (one undo step); False if nothing changed."""
    source = document.board.object(object_id)
    if source is None:
        return False
    dialog = TargetsDialog(document.board, document.derived, source, viewer, parent)
    return _run(document, dialog)


def edit_links(
    document: Document,
    object_id: str,
    viewer: Viewer,
    parent: QWidget | None,
    role: LinkRole = "trigger",
) -> bool:
    """Ask what `object_id` is linked to and set it (one undo step); False if nothing changed."""
    source = document.board.object(object_id)
    if source is None:
        return False
    dialog = LinksDialog(document.board, document.derived, source, viewer, parent)
    dialog.show_role(role)
    return _run(document, dialog)


def _run(document: Document, dialog: TargetsDialog | LinksDialog) -> bool:
    dialog.language = document.language
    pushed = bool(dialog.exec()) and dialog.action is not None
    if pushed and dialog.action is not None:
        pushed = document.push(dialog.action, dialog.undo_text())
    dialog.deleteLater()
    return pushed
