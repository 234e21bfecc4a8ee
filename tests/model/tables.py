"""A table-situation builder for ruling tests: put these cards here for these players, derive."""

from __future__ import annotations

from dataclasses import dataclass, field

from sandbox.cards.library import bundled_library
from sandbox.model import (
    Action,
    AddEffect,
    AddObject,
    Board,
    Choice,
    Derived,
    Duration,
    Effect,
    Finding,
    MakeChoice,
    ObjectFilter,
    Player,
    apply,
    derive,
)


@dataclass
class Table:
    """Builds a board through real actions, so every test also exercises `apply`."""

    game: str = "fab"
    board: Board = field(init=False)

    def __post_init__(self) -> None:
        players = (Player("ann", "Ann"), Player("ben", "Ben"))
        self.board = Board(self.game, players, active_player="ann")

    def do(self, action: Action) -> Table:
        self.board = apply(self.board, action)
        return self

    def put(
        self,
        object_id: str,
        card: str,
        zone: str,
        owner: str = "ann",
        pitch: str | None = None,
        **kwargs: object,
    ) -> Table:
        card_def = bundled_library().resolve(self.game, card, pitch)
        return self.do(
            AddObject(card_def, owner, zone, object_id=object_id, to_bottom=True, **kwargs)
        )  # type: ignore[arg-type]

    def amnesia(self, victim: str, by: str) -> Table:
        return self.do(
            AddEffect(
                Effect(
                    "lose_names",
                    by,
                    source_name="Amnesia",
                    cant_gain=True,
                    duration=Duration("until_next_turn_of", by),
                    affects=ObjectFilter(owner=victim),
                )
            )
        )

    def mask(self, target: str, name: str, by: str = "ann") -> Table:
        return self.do(
            AddEffect(
                Effect(
                    "gain_name",
                    by,
                    source_name="Mask of Many Faces",
                    target=target,
                    choice=Choice("named", name, by),
                )
            )
        )

    def name_card(self, object_id: str, name: str, by: str = "ann") -> Table:
        return self.do(MakeChoice(object_id, Choice("named", name, by)))

    def derive(self) -> Derived:
        return derive(self.board)

    def finding(self, finding_id: str) -> Finding:
        found = self.derive().finding(finding_id)
        assert found is not None, f"no reference {finding_id}"
        return found

    def names(self, object_id: str) -> tuple[str, ...]:
        return self.derive().names[object_id].names


def missed_ids(finding: Finding) -> list[str]:
    return sorted(m.object_id for m in finding.missed)


def codes(finding: Finding, object_id: str) -> list[str]:
    """The reason codes for why `finding` missed `object_id`."""
    for miss in finding.missed:
        if miss.object_id == object_id:
            return [r.code for r in miss.reasons]
    raise AssertionError(f"{object_id} was not missed")
