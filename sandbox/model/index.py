"""A per-derivation index of the board, and ObjectFilter evaluation against it.

Built once per `derive`, so each filter looks only at the zones (or owner, or ids) it names
instead of scanning every object: derivation stays linear in the board's size.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from sandbox.model.board import Board, GameObject
from sandbox.model.reasons import Reason
from sandbox.model.related_players import with_related_players
from sandbox.model.rulesets import Ruleset
from sandbox.model.selectors import (
    ANY,
    OPPONENT,
    YOU,
    ObjectFilter,
    player_matches,
    with_owner,
)
from sandbox.model.vocabulary import Zone, ZoneWord

ZoneKey = tuple[str, str | None]


class BoardIndex:
    """Objects grouped by zone, zone kind and owner, in zone order (top first), and each
    effect's description, for explanations that cite where a name came from."""

    def __init__(
        self, board: Board, ruleset: Ruleset, describe: Mapping[str, Reason] | None = None
    ) -> None:
        self.board = board
        self.ruleset = ruleset
        self.describe: Mapping[str, Reason] = describe if describe is not None else {}
        self.by_zone: dict[ZoneKey, list[GameObject]] = defaultdict(list)
        for obj in board.objects:
            self.by_zone[(obj.zone, obj.zone_owner)].append(obj)
        self._by_owner: dict[str, list[GameObject]] | None = None
        self._expanded: dict[tuple[ZoneWord, ...], frozenset[Zone]] = {}
        self._sorted: dict[tuple[ZoneWord, ...], tuple[Zone, ...]] = {}
        self._zone_keys: dict[str, list[ZoneKey]] = defaultdict(list)
        for key in self.by_zone:
            self._zone_keys[key[0]].append(key)

    @property
    def by_owner(self) -> dict[str, list[GameObject]]:
        """Objects grouped by owner, in board order; grouped the first time a filter asks."""
        if self._by_owner is None:
            self._by_owner = defaultdict(list)
            for obj in self.board.objects:
                self._by_owner[obj.owner].append(obj)
        return self._by_owner

    def objects_in(self, zone: Zone) -> Sequence[GameObject]:
        """The objects in `zone`, every player's part of it, in board order (not to be changed:
        a shared zone's is the index's own list)."""
        keys = self._zone_keys.get(zone, ())
        if len(keys) == 1:
            return self.by_zone[keys[0]]
        if not keys:
            return ()
        return [obj for obj in self.board.objects if obj.zone == zone]  # parts: board order

    def zone_kinds(self, zones: tuple[ZoneWord, ...]) -> frozenset[Zone]:
        kinds = self._expanded.get(zones)
        if kinds is None:
            kinds = self._expanded[zones] = self.ruleset.expand(zones)
        return kinds

    def _sorted_kinds(self, zones: tuple[ZoneWord, ...]) -> tuple[Zone, ...]:
        kinds = self._sorted.get(zones)
        if kinds is None:
            kinds = self._sorted[zones] = tuple(sorted(self.zone_kinds(zones)))
        return kinds

    def perspective(self, obj: GameObject) -> str:
        """The player "you" means for an ability of `obj`: its controller, else its owner."""
        return self.ruleset.controller_of(obj) or obj.owner

    def select(
        self, flt: ObjectFilter, perspective: str | None, source: GameObject | None = None
    ) -> list[GameObject]:
        """The objects `flt` describes, seen from `perspective`, in zone order (top first)."""
        if source is not None:
            flt = with_related_players(with_owner(flt, source.owner), source, self.board)
        candidates = self._candidates(flt, perspective, source)
        by_zone = bool(flt.zones) and not (flt.object_ids or flt.host_of_source or flt.related)
        if by_zone and not _has_object_predicates(flt):
            return candidates  # the zone lookup already applied every condition
        if _by_owner_only(flt, perspective, source):
            return candidates  # the owner lookup already applied every condition (an Amnesia)
        return [o for o in candidates if self.matches(flt, o, perspective, source, not by_zone)]

    def _candidates(
        self, flt: ObjectFilter, perspective: str | None, source: GameObject | None
    ) -> list[GameObject]:
        board = self.board
        if flt.object_ids:
            return [o for o in (board.object(i) for i in flt.object_ids) if o is not None]
        if flt.related:
            related = source.related(flt.related) if source is not None else ()
            return [o for o in (board.object(i) for i in related) if o is not None]
        if flt.host_of_source:
            host = board.object(source.under) if source and source.under else None
            return [host] if host is not None else []
        if flt.zones:
            return self._zone_candidates(flt, perspective, source)
        if flt.owner not in (ANY, OPPONENT):
            owner = perspective if flt.owner == YOU else flt.owner
            return list(self.by_owner.get(owner or "", ()))
        return list(board.objects)

    def _zone_candidates(
        self, flt: ObjectFilter, perspective: str | None, source: GameObject | None
    ) -> list[GameObject]:
        skip = source.id if flt.exclude_source and source is not None else None
        result: list[GameObject] = []
        for kind in self._sorted_kinds(flt.zones):
            for key in self._zone_keys.get(kind, ()):
                if key[1] is not None and not player_matches(flt.zone_owner, key[1], perspective):
                    continue
                objects = self.by_zone[key]
                if flt.below_source and source is not None:
                    objects = _below(objects, source)
                if skip is not None:
                    objects = [o for o in objects if o.id != skip]
                result.extend(objects[: flt.top] if flt.top else objects)
        return result

    def matches(
        self,
        flt: ObjectFilter,
        obj: GameObject,
        perspective: str | None,
        source: GameObject | None = None,
        check_zone: bool = True,
    ) -> bool:
        """Whether `obj` passes every predicate of `flt`."""
        if check_zone and flt.zones and obj.zone not in self.zone_kinds(flt.zones):
            return False
        if flt.exclude_source and source is not None and obj.id == source.id:
            return False
        if not player_matches(flt.owner, obj.owner, perspective):
            return False
        if flt.controller != ANY and not player_matches(
            flt.controller, self.ruleset.controller_of(obj), perspective
        ):
            return False
        if flt.kind and (flt.kind == "token") != obj.is_token:
            return False
        if flt.types or flt.not_types:
            types = {t.casefold() for t in obj.card.types}
            if not all(t.casefold() in types for t in flt.types):
                return False
            if any(t.casefold() in types for t in flt.not_types):
                return False
        return True


def _has_object_predicates(flt: ObjectFilter) -> bool:
    """Whether `flt` tests anything about an object beyond the zone it is in."""
    return bool(flt.owner != ANY or flt.controller != ANY or flt.kind or flt.types or flt.not_types)


def _by_owner_only(flt: ObjectFilter, perspective: str | None, source: GameObject | None) -> bool:
    """Whether `flt` names one owner and nothing else, so `by_owner` is the whole answer."""
    return (
        flt.owner not in (ANY, OPPONENT)
        and (flt.owner != YOU or bool(perspective))
        and not (flt.zones or flt.object_ids or flt.related or flt.host_of_source)
        and flt.controller == ANY
        and not (flt.kind or flt.types or flt.not_types)
        and not (flt.exclude_source and source is not None)
    )


def _below(objects: list[GameObject], source: GameObject) -> list[GameObject]:
    """The objects under `source` in its zone (the earlier chain links); all of them when the
    source is elsewhere (a card about to be played: every link is earlier)."""
    for at, obj in enumerate(objects):
        if obj.id == source.id:
            return objects[at + 1 :]
    return objects
