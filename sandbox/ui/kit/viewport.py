"""A scroll area's viewport made in Python, so that PySide6 knows its type (issue 23).

The first time Python is handed a widget Qt made as a plain QWidget (a scroll area's own
viewport), PySide6 builds every widget class of QtWidgets, with their enums, to work out
its type: some 20 ms of a cold start. A viewport made here is already known, so asking
for it costs nothing. The widget is what Qt would have made: a plain QWidget.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractScrollArea, QWidget


def known_viewport(area: QAbstractScrollArea) -> QWidget:
    """Give `area` a new plain viewport made in Python (before anything uses its old one)
    and return it."""
    viewport = QWidget()
    area.setViewport(viewport)
    return viewport
