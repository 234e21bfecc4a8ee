"""The start-up floor: a bare PySide6 process that opens a 1920x1080 window with 20 items,
renders it once, prints the probe line and quits.

`python -m sandbox.bench startup` times it the same way as the app (launch to probe line), so
the app's start-up can be stated as a multiple of what any PySide6 window costs here. It
imports nothing of Namesake beyond the (empty) packages it lives in and the start-up clock
(`sandbox.startup_clock`, standard library only), whose phase marks the benchmark reports
beside the app's.
"""

from __future__ import annotations

import sys

from sandbox.startup_clock import PROBE_LINE, mark, phases_line

mark("python")

from PySide6.QtCore import QTimer  # noqa: E402  (after the mark: the import is a phase)
from PySide6.QtWidgets import (  # noqa: E402
    QApplication,
    QGraphicsScene,
    QGraphicsView,
    QMainWindow,
)

mark("qt")

SIZE = (1920, 1080)
ITEMS = 20


def build_window() -> QMainWindow:
    """A main window showing a scene of `ITEMS` labelled cards, five to a row."""
    window = QMainWindow()
    scene = QGraphicsScene(window)
    for number in range(ITEMS):
        x, y = number % 5 * 220, number // 5 * 160
        scene.addRect(x, y, 200, 140)
        scene.addText(f"Card {number + 1}").setPos(x + 10, y + 10)
    window.setCentralWidget(QGraphicsView(scene, window))
    window.resize(*SIZE)
    return window


def main() -> int:
    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")  # as the app does
    mark("application")
    window = build_window()
    window.show()
    mark("window")

    def probe() -> None:
        window.grab()
        mark("drawn")
        print(phases_line(), flush=True)
        print(PROBE_LINE, flush=True)
        app.exit(0)

    QTimer.singleShot(0, probe)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
