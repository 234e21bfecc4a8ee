"""Help ▸ About: the version, the card data Namesake carries and has imported, and the versions
of what it runs on.

The card data comes from sandbox.ui.shell.about_data: the bundled libraries (origin, date,
cards) and each file imported into the card database (file, format, cards, when). Imported
file names come from the user, so every text here is plain text (table items, Qt.PlainText
labels).
"""

from __future__ import annotations

import platform
import sys

import PySide6
from PySide6.QtCore import QLocale, Qt, qVersion
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sandbox import __version__
from sandbox.ui.kit.labels import game_label
from sandbox.ui.kit.paths import app_icon_file
from sandbox.ui.shell.about_data import CardData, bundled_data, imported_data

ICON_SIZE = 64


class AboutDialog(QDialog):
    """Who this Namesake is and what card data it knows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Namesake"))
        layout = QVBoxLayout(self)
        layout.addLayout(self._header())
        layout.addWidget(self._plain(self.tr("Card data"), bold=True))
        self.data = self._data_tree()
        layout.addWidget(self.data)
        layout.addWidget(self._plain(self._runtime_line()))
        notice = self.tr(
            "Card names and texts © Legend Story Studios (Flesh and Blood) and Wizards of the"
            " Coast (Magic: The Gathering). Namesake is not affiliated with either."
        )
        layout.addWidget(self._plain(notice))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, self.sizeHint().height())

    def _header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        icon = QLabel()
        icon.setPixmap(
            QPixmap(str(app_icon_file())).scaled(
                ICON_SIZE,
                ICON_SIZE,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )
        row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        text = QVBoxLayout()
        self.version_label = self._plain(self.tr("Namesake %1").replace("%1", __version__))
        font = self.version_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.version_label.setFont(font)
        text.addWidget(self.version_label)
        text.addWidget(
            self._plain(
                self.tr(
                    "A board-state sandbox for card-name rulings in Flesh and Blood and"
                    " Magic: The Gathering."
                )
            )
        )
        row.addLayout(text, 1)
        return row

    def _data_tree(self) -> QTreeWidget:
        tree = QTreeWidget()
        tree.setObjectName("aboutData")
        tree.setRootIsDecorated(False)
        tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        tree.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tree.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        tree.setHeaderLabels([self.tr("Game"), self.tr("Cards"), self.tr("Data"), self.tr("Date")])
        bundled = QTreeWidgetItem(tree, [self.tr("Bundled with Namesake")])
        self._add_rows(bundled, bundled_data())
        imported = QTreeWidgetItem(tree, [self.tr("Imported")])
        rows = imported_data()
        self._add_rows(imported, rows)
        if not rows:
            none = self.tr("none yet: Cards ▸ Import card data, or namesake update")
            QTreeWidgetItem(imported, ["", "", none])
        for group in (bundled, imported):
            group.setFirstColumnSpanned(True)
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
        tree.expandAll()
        tree.setItemsExpandable(False)
        header = tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        return tree

    def _add_rows(self, group: QTreeWidgetItem, rows: list[CardData]) -> None:
        for data in rows:
            item = QTreeWidgetItem(
                group, [game_label(data.game), QLocale().toString(data.cards), data.what, data.date]
            )
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _runtime_line(self) -> str:
        return (
            self.tr("Qt %1, PySide6 %2, Python %3 on %4")
            .replace("%1", qVersion())
            .replace("%2", PySide6.__version__)
            .replace("%3", platform.python_version())
            .replace("%4", sys.platform)
        )

    def _plain(self, text: str, *, bold: bool = False) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        if bold:
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        return label
