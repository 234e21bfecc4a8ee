"""What every action handler checks and does the same way: the player and objects an action
names exist, an object replaced in the board, the links it keeps, a card as the board holds it."""

from __future__ import annotations

from sandbox.model.board import Board, GameObject
from sandbox.model.cards import CardDef
from sandbox.model.errors import refuse
from sandbox.model.vocabulary import LINK_ROLES, LinkRole


def require_player(board: Board, player_id: str | None) -> None:
    if player_id is not None and player_id not in board.player_ids:
        raise refuse("action.unknown_player", player=player_id)


def require_object(board: Board, object_id: str) -> GameObject:
    obj = board.object(object_id)
    if obj is None:
        raise refuse("action.unknown_object", object=object_id)
    return obj


def replace_object(board: Board, new: GameObject) -> Board:
    return board.with_changes(objects=board.object_list.replaced(new))


def require_links(board: Board, links: tuple[tuple[LinkRole, str], ...]) -> None:
    for role, linked in links:
        if role not in LINK_ROLES:
            raise refuse("action.unknown_link_role", role=role, roles=", ".join(LINK_ROLES))
        require_object(board, linked)


def incarnation(board: Board, target: str) -> int:
    """Which object a target is as it is chosen: zone changes make new ones (MTG 400.7)."""
    obj = board.object(target)
    return obj.incarnation if obj is not None else 0


def as_on_board(board: Board, card: CardDef) -> CardDef:
    """`card` as the board has it: with the abilities written for every copy of it (a saved
    file keeps them per card, so one card has one set of abilities on a board)."""
    holder = board.object_list.first_with_card((card.name, card.pitch))
    if holder is not None:
        return holder.card
    for effect in board.effects:
        copied = effect.copy_of
        if copied is not None and (copied.name, copied.pitch) == (card.name, card.pitch):
            return copied
    return card
