"""What-if: what changed between two derived boards (before and after an action or effect).

Per object, the names it gained and lost (objects that came or went count as all gained or
all lost); per ability (finding id), a status that changed and the objects it now finds or
misses that it did not before. Pure data, rendered by the CLI and the app. Only the objects and
abilities that `changes.derived_changes` names as changed are looked at.
"""

from __future__ import annotations

from dataclasses import dataclass

from sandbox.model.changes import DerivedChanges, derived_changes
from sandbox.model.derivation import Derived
from sandbox.model.findings import Finding


@dataclass(frozen=True)
class NamesChange:
    object_id: str
    gained: tuple[str, ...]
    lost: tuple[str, ...]


@dataclass(frozen=True)
class FindingChange:
    finding_id: str
    source_id: str
    text: str
    status_before: str | None  # None: the ability did not exist before
    status_after: str | None  # None: it no longer exists
    found_gained: tuple[str, ...]
    found_lost: tuple[str, ...]
    missed_gained: tuple[str, ...]
    missed_lost: tuple[str, ...]

    @property
    def status_changed(self) -> bool:
        return self.status_before != self.status_after


@dataclass(frozen=True)
class BoardDiff:
    names: tuple[NamesChange, ...]
    findings: tuple[FindingChange, ...]

    @property
    def empty(self) -> bool:
        return not self.names and not self.findings

    @property
    def object_ids(self) -> frozenset[str]:
        """Every object whose names changed or that a changed ability now finds or misses
        differently (what the app highlights)."""
        ids = {change.object_id for change in self.names}
        for change in self.findings:
            ids.update(change.found_gained, change.found_lost)
            ids.update(change.missed_gained, change.missed_lost)
        return frozenset(ids)


def _added(after: tuple[str, ...], before: tuple[str, ...]) -> tuple[str, ...]:
    kept = set(before)
    return tuple(item for item in after if item not in kept)


def diff(before: Derived, after: Derived, changed: DerivedChanges | None = None) -> BoardDiff:
    """What changed from `before` to `after`, in the order of the board after (then gone).
    `changed`: their comparison, when the caller has it already."""
    changed = changed if changed is not None else derived_changes(before, after)
    names = []
    ids = [i for i in after.names if i in changed.names]
    ids += [i for i in before.names if i not in after.names]
    for object_id in ids:
        old = before.names[object_id].names if object_id in before.names else ()
        new = after.names[object_id].names if object_id in after.names else ()
        gained, lost = _added(new, old), _added(old, new)
        if gained or lost:
            names.append(NamesChange(object_id, gained, lost))
    old_findings = {f.id: f for f in before.findings}
    new_findings = {f.id: f for f in after.findings}
    moved = changed.findings.ids
    order = [i for i in new_findings if i in moved]
    order += [i for i in old_findings if i not in new_findings]
    findings = []
    for finding_id in order:
        change = _finding_change(old_findings.get(finding_id), new_findings.get(finding_id))
        if change is not None:
            findings.append(change)
    return BoardDiff(tuple(names), tuple(findings))


def _finding_change(old: Finding | None, new: Finding | None) -> FindingChange | None:
    either = new or old
    assert either is not None
    old_found, new_found = (old.found if old else ()), (new.found if new else ())
    old_missed = tuple(m.object_id for m in old.missed) if old else ()
    new_missed = tuple(m.object_id for m in new.missed) if new else ()
    change = FindingChange(
        finding_id=either.id,
        source_id=either.source_id,
        text=either.text,
        status_before=old.status if old else None,
        status_after=new.status if new else None,
        found_gained=_added(new_found, old_found),
        found_lost=_added(old_found, new_found),
        missed_gained=_added(new_missed, old_missed),
        missed_lost=_added(old_missed, new_missed),
    )
    moved = change.found_gained or change.found_lost or change.missed_gained or change.missed_lost
    return change if change.status_changed or moved else None
