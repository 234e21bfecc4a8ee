"""A viewport made in Python (issue 23) is the one the scroll area shows through."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QTableView, QWidget

from sandbox.ui.kit.viewport import known_viewport

pytestmark = pytest.mark.gui


def test_the_area_shows_through_the_viewport_made_in_python(qapp: QApplication) -> None:
    area = QTableView()
    made = known_viewport(area)
    assert area.viewport() is made
    assert type(made) is QWidget and made.parent() is area
    area.resize(300, 200)
    area.show()
    qapp.processEvents()
    assert made.isVisible() and made.width() > 0
    area.close()
