"""The installed Qt binding keeps Python's reference counts right: PySide6 6.12.0 on CPython
3.11 takes a reference from None or True on each call and aborts the interpreter after a few
thousand (pyproject keeps 3.11 below it). Should a release bring the fault back, this says so."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject, Signal

pytestmark = pytest.mark.gui


class _Probe(QObject):
    ping = Signal()


def test_qt_calls_do_not_drop_references_to_none_or_true() -> None:
    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(200):
        probe.setObjectName("probe")
        probe.ping.emit()
    assert sys.getrefcount(None) > none_before - 100, "PySide6 drops references to None"
    assert sys.getrefcount(True) > true_before - 100, "PySide6 drops references to True"
