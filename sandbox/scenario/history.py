"""A board's history as a scenario file: the starting board and the actions after it.

A file loaded with `actions` is saved with them (its history), followed by whatever was done
since, not flattened to its final board. Each action is written with what it did: an added
object with everything it has (its id included), an added effect with the id and timestamp it
got, so loading the file replays the same boards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sandbox.cards.library import CardLibrary
from sandbox.cards.reference_schema import ReferenceModel
from sandbox.model import actions as act
from sandbox.model.board import Board
from sandbox.model.new_ids import added_object_id
from sandbox.scenario.convert import (
    _choice_model,
    _effect_model,
    _object_model,
    _snapshots,
    from_board,
)
from sandbox.scenario.schema import (
    ActionModel,
    LinkModel,
    ObjectModel,
    ScenarioModel,
    TranslationModel,
)

# What an added object gets from the board as it is added, never from the action.
_SET_BY_THE_BOARD = ("face_up_since", "entered_at", "incarnation", "target_marks")


def from_history(
    start: Board,
    actions: Sequence[act.Action | tuple[act.Action, str | None]],
    *,
    title: str = "",
    description: str = "",
    rulings: Sequence[str] = (),
    translations: Mapping[str, TranslationModel] | None = None,
    library: CardLibrary | None = None,
) -> ScenarioModel:
    """The scenario file model of `start` followed by `actions` (applied in order), each
    optionally with its label (a checkpoint's name)."""
    model = from_board(
        start,
        title=title,
        description=description,
        rulings=rulings,
        translations=translations,
        library=library,
    )
    written: list[ActionModel] = []
    board = start
    for step in actions:
        action, label = step if isinstance(step, tuple) else (step, None)
        after = act.apply(board, action)
        model_of = action_model(action, board, after)
        written.append(model_of.model_copy(update={"label": label}) if label else model_of)
        board = after
    cards = {(c.name.casefold(), c.pitch): c for c in model.cards}
    for snap in _snapshots(_every_card(start, board), library):
        cards.setdefault((snap.name.casefold(), snap.pitch), snap)
    return model.model_copy(update={"actions": written, "cards": list(cards.values())})


def _every_card(start: Board, end: Board) -> Board:
    """A board holding the objects and effects of both `start` and `end` (for their cards)."""
    return start.with_changes(objects=(*start.objects, *end.objects), effects=end.effects)


def action_model(action: act.Action, before: Board, after: Board) -> ActionModel:
    """`action` as a file writes it, with what it did from `before` to `after`."""
    if isinstance(action, act.AddObject):
        added = after.object(added_object_id(before, action))
        assert added is not None  # `after` is `before` with the action applied
        data = _object_model(added).model_dump(exclude_defaults=True)
        for name in _SET_BY_THE_BOARD:
            data.pop(name, None)
        return ActionModel(
            type="add_object", object=ObjectModel.model_validate(data), to_bottom=action.to_bottom
        )
    if isinstance(action, act.AddEffect):
        effect = next(e for e in after.effects if before.effect(e.id) is None)
        return ActionModel(type="add_effect", effect=_effect_model(effect))
    return _simple(action)


def _simple(action: act.Action) -> ActionModel:
    match action:
        case act.MoveObject():
            return ActionModel(
                type="move_object",
                object_id=action.object_id,
                zone=action.zone,
                zone_owner=action.zone_owner,
                player=action.controller,
                to_bottom=action.to_bottom,
                index=action.index,
            )
        case act.SetCard():
            return ActionModel(
                type="set_card",
                object_id=action.object_id,
                card=action.card.name,
                pitch=action.card.pitch or None,
            )
        case act.RemoveObject():
            return ActionModel(type="remove_object", object_id=action.object_id)
        case act.SetOwner():
            return ActionModel(type="set_owner", object_id=action.object_id, player=action.owner)
        case act.SetController():
            return ActionModel(
                type="set_controller", object_id=action.object_id, player=action.controller
            )
        case act.SetFaceDown():
            return ActionModel(
                type="set_face_down", object_id=action.object_id, face_down=action.face_down
            )
        case act.SetFace():
            return ActionModel(type="set_face", object_id=action.object_id, face=action.face)
        case act.RemoveEffect():
            return ActionModel(type="remove_effect", effect_id=action.effect_id)
        case act.SwitchEffect():
            return ActionModel(
                type="switch_effect", effect_id=action.effect_id, enabled=action.enabled
            )
        case act.MakeChoice():
            return ActionModel(
                type="make_choice",
                object_id=action.object_id,
                choice=_choice_model(action.choice),
                add=action.add,
            )
        case act.SetTargets():
            return ActionModel(
                type="set_targets", object_id=action.object_id, targets=list(action.targets)
            )
        case act.SetLinks():
            links = [LinkModel(role=role, object=linked) for role, linked in action.links]
            return ActionModel(type="set_links", object_id=action.object_id, links=links)
        case act.AdvanceTurn():
            return ActionModel(type="advance_turn", player=action.to_player)
        case act.TurnFaceUp():
            return ActionModel(
                type="turn_face_up", object_id=action.object_id, player=action.player
            )
        case act.RemoveReference():
            return ActionModel(
                type="remove_reference",
                object_id=action.object_id,
                key=action.key,
                whole_card=action.whole_card,
            )
        case act.AddReference() | act.ReplaceReference():
            kind = "add_reference" if isinstance(action, act.AddReference) else "replace_reference"
            return ActionModel(
                type=kind,
                object_id=action.object_id,
                reference=ReferenceModel.from_model(action.reference),
                whole_card=action.whole_card,
            )
    raise TypeError(f"no file form for {type(action).__name__}")
