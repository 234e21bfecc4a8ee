"""Which ability a table is about: the one presentation mode, `namesake render`, Export image
and Copy ruling show when none is chosen.

In order: the scenario's `focus` (a reference id the judge set, "Show this in presentation"),
else the first reference its `expect` entries name, else the first whose printed rulings are
among the scenario's rulings, else the first identification that fails (then finds, then any).
The automatic picks pass over abilities that function only outside the game (FaB 1.7.4d,
5.4.3: Specialization, Essence, Legendary are meta-static; MTG deck-construction text such as
"A deck can have any number of cards named …"): they are never the point of a board.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from sandbox.model import Board, Derived, Finding

_OUTSIDE_THE_GAME = re.compile(
    r"^\s*(?:[\w'’,-]+\s+)+Specialization\s*$"  # FaB 8.3.7
    r"|^\s*Essence of\b"  # FaB 8.3 (Essence)
    r"|^\s*Legendary\s*$"  # FaB 8.3 (Legendary)
    r"|\byou may (?:only )?have\b.*\bin your (?:constructed )?deck\b"  # FaB 1.1.3a
    r"|\bdeck can have\b",  # MTG 100.2a: deck construction
    re.IGNORECASE,
)


def functions_outside_the_game(board: Board, finding: Finding) -> bool:
    """Whether the ability works only on the rules outside a game (deck building)."""
    source = board.object(finding.source_id)
    if source is not None and source.card.scope == "deck_building":
        return True
    return bool(_OUTSIDE_THE_GAME.search(finding.text))


def headline(
    board: Board,
    derived: Derived,
    *,
    focus: str | None = None,
    expect: Iterable[str | None] = (),
    rulings: Sequence[str] = (),
) -> Finding | None:
    """The finding a picture of the table shows (see the module's docstring); `expect`: the
    references the scenario's expectations name, in order."""
    chosen = derived.finding(focus) if focus else None
    if chosen is not None:
        return chosen
    candidates = [f for f in derived.findings if not functions_outside_the_game(board, f)]
    by_id = {f.id: f for f in candidates}
    for reference in expect:
        if reference in by_id:
            return by_id[reference]
    wanted = set(rulings)
    for finding in candidates:
        if wanted & set(_printed_rulings(board, finding)):
            return finding
    ids = [f for f in candidates if f.use == "identification"] or candidates
    for status in ("fails", "finds"):
        found = next((f for f in ids if f.status == status), None)
        if found is not None:
            return found
    return next(iter(ids), None)


def _printed_rulings(board: Board, finding: Finding) -> tuple[str, ...]:
    """The rulings the ability itself cites (not those its reasons happen to cite)."""
    source = board.object(finding.source_id)
    if source is None:
        return ()
    spec = next((r for r in source.references if r.key == finding.key), None)
    return spec.rulings if spec is not None else ()


def reference_list(derived: Derived) -> list[tuple[str, str, str]]:
    """(id, status, text) of every ability on the table, in the table's order."""
    return [(f.id, f.status, f.text) for f in derived.findings]
