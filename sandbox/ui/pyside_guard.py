"""A guard against a reference-counting fault of PySide6 6.12 on CPython 3.11.

Every PySide6 call that returns None (``setPos``, ``setText``, ``parent()`` of a top-level
object...) takes one reference from ``None`` without giving one back, and every
``Signal.emit`` does the same to ``True``. From Python 3.12 on these singletons are immortal
(PEP 683) and nothing happens; on 3.11 their counts fall by one per call and after a few
thousand calls the interpreter aborts ("none_dealloc: deallocating None"), i.e. a few minutes
into any session. `protect_singletons` checks for the fault and, only if it is there, gives
None, True and False very large reference counts, which is what 3.12 does by design.
"""

from __future__ import annotations

import ctypes
import sys

SPARE_REFERENCES = 1 << 40
_PROBE_CALLS = 16


def binding_drops_singletons() -> bool:
    """Whether PySide6 calls take references from None or True without giving them back."""
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        ping = Signal()

    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(_PROBE_CALLS):
        probe.setObjectName("probe")
        probe.ping.emit()
    none_lost = sys.getrefcount(None) <= none_before - _PROBE_CALLS
    true_lost = sys.getrefcount(True) <= true_before - _PROBE_CALLS
    return none_lost or true_lost


def _spare(singleton: object) -> bool:
    count = ctypes.c_ssize_t.from_address(id(singleton))
    if abs(count.value - sys.getrefcount(singleton)) > 64:  # not the layout we expect
        return False
    count.value += SPARE_REFERENCES
    return True


def protect_singletons() -> bool:
    """Make the counts of None, True and False too large to reach zero, if needed."""
    if sys.version_info >= (3, 12) or not binding_drops_singletons():
        return False
    return all([_spare(None), _spare(True), _spare(False)])
