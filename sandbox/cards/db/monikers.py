"""FaB monikers for moniker-aware lookup suggestions: the rules model's one heuristic.

The card database suggests "Katsu, the Wanderer" when someone types "Katsu"; which names are
personal, and what their moniker is, is decided in one place, `sandbox.model.monikers` (FaB
CR 2.7.3, RULES.md F2), so the board and the lookup always agree. A moniker is not a name (F3a).
"""

from __future__ import annotations

from sandbox.model import moniker_of as moniker

__all__ = ["moniker"]
