"""A change of the table in one sentence, for a screen reader (announce.py says it).

`change_sentence` works it out from the boards before and after and what the model derived
from them: the cards that came, went or moved, turned or changed hands, the effects switched
on or off, added or removed, the names gained and lost, and the verdicts that changed (the
what-if list in a sentence: "Whelming Gustwave now fails, no longer finds Head Jab"), after
"Undone" or "Redone". Only what the viewer may see is said. No widgets: only Qt's translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sandbox.model import Board, BoardDiff, Changes, Derived, Effect, FindingChange, Viewer, diff
from sandbox.ui.board.layout import display_key
from sandbox.ui.board.sentences import card_name, join_names, zone_words
from sandbox.ui.kit.labels import effect_kind_label, player_name, status_label
from sandbox.ui.panels.whatif import visible_diff

MAX_CLAUSES = 6  # then "and 3 more changes"
Side = tuple[Board, Derived]


def _fill(template: str, *values: str) -> str:
    for number, value in enumerate(values, 1):
        template = template.replace(f"%{number}", value)
    return template


class _Words:
    """Names and zones as the viewer sees them, on the board after (or before, if gone)."""

    def __init__(self, before: Board, after: Board, viewer: Viewer) -> None:
        self.before, self.after, self.viewer = before, after, viewer

    def name(self, object_id: str) -> str:
        for board in (self.after, self.before):
            obj = board.object(object_id)
            if obj is not None:
                return card_name(board, obj, self.viewer)
        return object_id

    def names(self, ids: tuple[str, ...]) -> str:
        return join_names([self.name(i) for i in ids])

    def zone(self, board: Board, object_id: str) -> str:
        obj = board.object(object_id)
        return zone_words(board, *display_key(board, obj)) if obj is not None else ""


def change_sentence(
    before: Side, after: Side, changes: Changes, viewer: Viewer, step: str = ""
) -> str:
    """What a screen reader says after the change from `before` to `after` (a board and what
    was derived from it); `step`: "undo" or "redo" for an undone or redone step."""
    if changes.whole:
        return ""
    words = _Words(before[0], after[0], viewer)
    found = visible_diff(diff(before[1], after[1], changes.derived), after[0], before[0], viewer)
    clauses = [*_object_clauses(words, changes), *_effect_clauses(words, changes)]
    clauses += _diff_clauses(words, found, changes.objects.added | changes.objects.removed)
    if len(clauses) > MAX_CLAUSES:
        more = QCoreApplication.translate("Announce", "and %1 more changes")
        clauses = [*clauses[:MAX_CLAUSES], more.replace("%1", str(len(clauses) - MAX_CLAUSES))]
    lead = {
        "undo": QCoreApplication.translate("Announce", "Undone"),
        "redo": QCoreApplication.translate("Announce", "Redone"),
    }.get(step)
    said = [lead, *clauses] if lead else clauses
    return ". ".join(said) + "." if said else ""


def _object_clauses(words: _Words, changes: Changes) -> list[str]:
    before, after = words.before, words.after
    clauses = []
    for object_id in _in_order(after, changes.objects.added):
        text = QCoreApplication.translate("Announce", "%1 added to %2")
        clauses.append(_fill(text, words.name(object_id), words.zone(after, object_id)))
    for object_id in _in_order(before, changes.objects.removed):
        text = QCoreApplication.translate("Announce", "%1 removed from %2")
        clauses.append(_fill(text, words.name(object_id), words.zone(before, object_id)))
    for object_id in _in_order(after, changes.objects.changed):
        clauses += _changed_clauses(words, object_id)
    return clauses


def _in_order(board: Board, ids: frozenset[str]) -> list[str]:
    return [obj.id for obj in board.objects if obj.id in ids]


def _changed_clauses(words: _Words, object_id: str) -> list[str]:
    """An object still on the table: moved, reordered, turned, or given to another player."""
    old, new = words.before.object(object_id), words.after.object(object_id)
    if old is None or new is None:
        return []
    name = words.name(object_id)
    was, now = words.zone(words.before, object_id), words.zone(words.after, object_id)
    clauses = []
    if was != now:
        text = QCoreApplication.translate("Announce", "%1 moved from %2 to %3")
        clauses.append(_fill(text, name, was, now))
    elif _order(words.before, object_id) != _order(words.after, object_id):
        clauses.append(
            _fill(QCoreApplication.translate("Announce", "%1 moved within %2"), name, now)
        )
    if old.face_down != new.face_down:
        turned = (
            QCoreApplication.translate("Announce", "%1 turned face down")
            if new.face_down
            else QCoreApplication.translate("Announce", "%1 turned face up")
        )
        clauses.append(_fill(turned, name))
    if old.owner != new.owner:
        text = QCoreApplication.translate("Announce", "%1 now owned by %2")
        clauses.append(_fill(text, name, player_name(words.after, new.owner)))
    if old.controller != new.controller:
        text = QCoreApplication.translate("Announce", "%1 now controlled by %2")
        clauses.append(_fill(text, name, player_name(words.after, new.controller)))
    return clauses


def _order(board: Board, object_id: str) -> int:
    """The object's place among the objects of its zone."""
    obj = board.object(object_id)
    assert obj is not None
    mates = [o.id for o in board.objects if (o.zone, o.zone_owner) == (obj.zone, obj.zone_owner)]
    return mates.index(object_id)


def _effect_clauses(words: _Words, changes: Changes) -> list[str]:
    clauses = []
    for effect_id in changes.effects.ids:
        old, new = words.before.effect(effect_id), words.after.effect(effect_id)
        if old is None and new is not None:
            text = QCoreApplication.translate("Announce", "Effect added: %1")
        elif new is None and old is not None:
            text = QCoreApplication.translate("Announce", "Effect removed: %1")
        elif old is not None and new is not None and old.enabled != new.enabled:
            text = (
                QCoreApplication.translate("Announce", "Effect switched on: %1")
                if new.enabled
                else QCoreApplication.translate("Announce", "Effect switched off: %1")
            )
        else:
            continue
        effect = new or old
        assert effect is not None
        clauses.append(_fill(text, _effect_words(words, effect)))
    return clauses


def _effect_words(words: _Words, effect: Effect) -> str:
    """The effect's kind and, when it has one, its source: "Gains a name, from" the card."""
    kind = effect_kind_label(effect.kind)
    source = effect.source_name if effect.source_id is None else words.name(effect.source_id)
    if not source:
        return kind
    return _fill(QCoreApplication.translate("Announce", "%1, from %2"), kind, source)


def _diff_clauses(words: _Words, found: BoardDiff, came_or_went: frozenset[str]) -> list[str]:
    """Names gained and lost, and verdicts changed (not those of the cards that came or went:
    they were said)."""
    clauses = []
    for names in found.names:
        if names.object_id in came_or_went:
            continue
        name = words.name(names.object_id)
        if names.gained:
            text = QCoreApplication.translate("Announce", "%1 gains the name %2")
            clauses.append(_fill(text, name, join_names(list(names.gained))))
        if names.lost:
            text = QCoreApplication.translate("Announce", "%1 loses the name %2")
            clauses.append(_fill(text, name, join_names(list(names.lost))))
    clauses += [
        _verdict_clause(words, change)
        for change in found.findings
        if change.source_id not in came_or_went
    ]
    return clauses


def _verdict_clause(words: _Words, change: FindingChange) -> str:
    """ "Whelming Gustwave now fails, no longer finds Head Jab"."""
    source = words.name(change.source_id)
    if change.status_after is None:
        return QCoreApplication.translate("Announce", "%1 loses an ability").replace("%1", source)
    parts = []
    finds_now = change.status_after == "finds" and change.found_gained
    if change.status_changed and not finds_now:  # ("now finds Head Jab" says it)
        text = QCoreApplication.translate("Announce", "now %1", "a verdict: now finds, now fails")
        parts.append(text.replace("%1", status_label(change.status_after)))
    # "now misses" says "no longer finds" too, and "now finds" "no longer misses"
    found_lost = tuple(i for i in change.found_lost if i not in change.missed_gained)
    missed_lost = tuple(i for i in change.missed_lost if i not in change.found_gained)
    for ids, text in (
        (change.found_gained, QCoreApplication.translate("Announce", "now finds %1")),
        (found_lost, QCoreApplication.translate("Announce", "no longer finds %1")),
        (change.missed_gained, QCoreApplication.translate("Announce", "now misses %1")),
        (missed_lost, QCoreApplication.translate("Announce", "no longer misses %1")),
    ):
        if ids:
            parts.append(text.replace("%1", words.names(ids)))
    return f"{source} {', '.join(parts)}"
